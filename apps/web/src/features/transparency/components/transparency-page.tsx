import type { ReactNode } from 'react';
import { TRANSPARENCY } from '@fre/domain';
import { Link } from 'react-router';
import { LoadError } from '#web/components/load-error.tsx';
import { PublicPageShell } from '#web/components/public-page-shell.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useTransparency } from '../api/get-transparency.ts';
import { ChangelogSection } from './changelog-section.tsx';
import { formatMoment } from './dates.ts';
import { FiguresSection } from './figures-section.tsx';
import { MinedChart } from './mined-chart.tsx';
import { PayoutsSection } from './payouts-section.tsx';
import { RulesSection } from './rules-section.tsx';
import styles from './transparency-page.module.css';

/**
 * /transparence, public: the figures (mined, owed, withdrawn, players), FRE mined per day, every
 * payout's transaction, the rules in force and their dated changelog, and the proof of balance.
 */
export function TransparencyPage({ headerAction }: { headerAction?: ReactNode }) {
  const { t, i18n, ready } = useTranslation('transparency');
  const answer = useTransparency();
  const language = i18n.language;
  return (
    <PublicPageShell headerAction={headerAction}>
      {ready ? (
        <>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.intro}>{t('intro')}</p>
          {answer.isPending ? <Skeleton blocks={[160, 200]} label={t('title')} /> : null}
          {answer.isError ? <LoadError text={t('error')} onRetry={() => void answer.refetch()} retrying={answer.isFetching} /> : null}
          {answer.data ? (
            <>
              <FiguresSection figures={answer.data.figures} />
              <section className={styles.section} aria-labelledby="transparency-chart">
                <h2 id="transparency-chart">{t('chart.title')}</h2>
                <p className={styles.note}>{t('chart.subtitle', { days: formatNumber(TRANSPARENCY.chartDays, language) })}</p>
                <MinedChart days={answer.data.figures.minedPerDay} />
              </section>
              <PayoutsSection />
              <RulesSection rules={answer.data.rules} />
              <ChangelogSection />
              <section className={styles.section} aria-labelledby="transparency-proof">
                <h2 id="transparency-proof">{t('proof.title')}</h2>
                <p>{t('proof.body')}</p>
                <Link to={paths.preuve.getHref()} className={styles.link}>
                  {t('proof.link')}
                </Link>
              </section>
              <p className={styles.note}>{t('asOf', { date: formatMoment(answer.data.figures.asOf, language) })}</p>
            </>
          ) : null}
        </>
      ) : null}
    </PublicPageShell>
  );
}
