import type { ReactNode } from 'react';
import type { Transparency } from '@fre/domain';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { formatBalance, formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { formatDay } from './dates.ts';
import styles from './transparency-page.module.css';

/** The totals: mined, owed (from the last proof of balance, linked), withdrawn, players. */
export function FiguresSection({ figures }: { figures: Transparency['figures'] }) {
  const { t, i18n } = useTranslation(['transparency', 'web']);
  const language = i18n.language;
  const fre = (nano: string) => t('web:units.fre', { amount: formatBalance(nano, language) });
  const rows: [string, string, ReactNode?][] = [
    [t('figures.minedTotal'), fre(figures.minedTotal)],
    [
      t('figures.held'),
      figures.held ? fre(figures.held.total) : t('figures.heldNone'),
      figures.held ? <Link to={paths.preuve.getHref()}>{t('figures.heldDay', { date: formatDay(figures.held.day, language) })}</Link> : null,
    ],
    [t('figures.withdrawnCount'), formatNumber(figures.withdrawn.count, language)],
    [t('figures.withdrawnTotal'), fre(figures.withdrawn.total)],
    [t('figures.players'), formatNumber(figures.players, language)],
    [t('figures.verifiedPlayers'), formatNumber(figures.verifiedPlayers, language)],
  ];
  return (
    <section className={styles.section} aria-labelledby="transparency-figures">
      <h2 id="transparency-figures">{t('figures.title')}</h2>
      <dl className={styles.figures}>
        {rows.map(([label, value, note]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd className={styles.value}>{value}</dd>
            {note ? <dd className={styles.note}>{note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
