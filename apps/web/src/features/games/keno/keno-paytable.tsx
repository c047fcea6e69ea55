import { useId } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { times } from '../rules-format.ts';
import styles from './keno-paytable.module.css';

interface KenoPaytableProps {
  /** How many numbers the table is for. */
  picks: number;
  /** Multiplier of the stake for each number of hits (index = hits). */
  table: readonly number[];
  /** The last round's hits, marked when they paid in this table. */
  hits?: number;
}

/**
 * What each number of hits pays for the numbers picked: one tile per paying line, best last, and
 * one line for all that pay nothing. Tiles wrap, so ten picks hold on a 320 px phone and at 200 %.
 */
export function KenoPaytable({ picks, table, hits }: KenoPaytableProps) {
  const { t, i18n } = useTranslation('games');
  const headingId = useId();
  const paying = table.flatMap((multiplier, count) => (multiplier > 0 ? [{ count, multiplier }] : []));
  return (
    <section className={styles.paytable} aria-labelledby={headingId}>
      <h2 className={styles.title} id={headingId}>
        {t('keno.paytable', { count: picks })}
      </h2>
      <ul className={styles.lines}>
        {paying.map(({ count, multiplier }) => (
          <li key={count} className={`${styles.line} ${count === hits ? styles.hit : ''}`} aria-current={count === hits || undefined}>
            <span className={styles.hits}>{t('keno.hitsCount', { count })}</span>
            <strong className={styles.multiplier}>{times(multiplier, i18n.language)}</strong>
          </li>
        ))}
      </ul>
      {paying.length < table.length ? <p className={styles.none}>{t('keno.noPrize')}</p> : null}
    </section>
  );
}
