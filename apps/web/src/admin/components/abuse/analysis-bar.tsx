import { ABUSE_DETECTION } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { IconCheckCircle, IconClock, IconRefresh } from '#web/components/icons.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useRunAbuseDetection } from '../../api/run-abuse-detection.ts';
import { formatDateTime, formatSpan } from '../../format.ts';
import styles from './abuse-page.module.css';

/** When the detection last ran, how often it runs, and "Analyse now" with its outcome. */
export function AnalysisBar({ lastRunAt, known }: { lastRunAt: string | null; known: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const run = useRunAbuseDetection();
  const errorText = useApiErrorText();
  const language = i18n.language;
  const n = (value: number) => formatNumber(value, language, 0);

  return (
    <section className={styles.analysis} aria-label={t('abuse.run.button')}>
      <div className={styles.analysisText}>
        <p className={styles.lastRun}>
          <IconClock size={18} />
          <span aria-live="polite">
            {!known ? '…' : lastRunAt ? t('abuse.run.lastRun', { date: formatDateTime(lastRunAt, language) }) : t('abuse.run.never')}
          </span>
        </p>
        <p className={styles.schedule}>
          {t('abuse.run.schedule', {
            interval: formatSpan(ABUSE_DETECTION.intervalMs / 1000, language),
            period: formatSpan(ABUSE_DETECTION.lookbackDays * 86_400, language, 'long'),
          })}
        </p>
      </div>
      <Button variant="primary" icon={<IconRefresh size={18} />} loading={run.isPending} onClick={() => run.mutate()}>
        {t('abuse.run.button')}
      </Button>
      {run.isSuccess ? (
        <div className={styles.analysisResult}>
          <Banner tone="success" icon={<IconCheckCircle />}>
            {t('abuse.run.done', {
              clusters: t('abuse.count.clusters', { count: run.data.clusters, n: n(run.data.clusters) }),
              flagged: t('abuse.count.flaggedAccounts', { count: run.data.flagged, n: n(run.data.flagged) }),
            })}
          </Banner>
        </div>
      ) : null}
      {run.isError ? (
        <div className={styles.analysisResult}>
          <ErrorBanner>
            {errorText(run.error)}
          </ErrorBanner>
        </div>
      ) : null}
    </section>
  );
}
