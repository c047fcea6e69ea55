import { TIMERS } from '@fre/domain';
import { formatSpan } from '#web/lib/span.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { IconRefresh } from '#web/components/icons.tsx';
import { useOverview } from '../../api/get-overview.ts';
import { formatTime } from '../../format.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { OverviewShortcuts } from './overview-shortcuts.tsx';
import { OverviewSystems } from './overview-systems.tsx';
import { OverviewTiles } from './overview-tiles.tsx';
import styles from './overview-page.module.css';

/** /admin: the headline figures and system health, refreshed every minute, with the time they were computed. */
export function OverviewPage() {
  const { t, i18n } = useTranslation('admin');
  const overview = useOverview();
  const { data } = overview;

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('pages.overview.title')}
        description={t('overview.description')}
        actions={
          <Button variant="secondary" icon={<IconRefresh size={18} />} loading={overview.isFetching} onClick={() => void overview.refetch()}>
            {t('overview.refresh')}
          </Button>
        }
      />
      {data ? (
        <p className={styles.asOf} aria-live="polite">
          <time dateTime={data.generatedAt}>{t('overview.asOf', { time: formatTime(data.generatedAt, i18n.language) })}</time>
          <span> · {t('overview.autoRefresh', { period: formatSpan(TIMERS.adminPollMs, i18n.language) })}</span>
          {overview.isRefetchError ? <span className={styles.stale}> · {t('overview.stale')}</span> : null}
        </p>
      ) : null}
      {overview.isPending ? <LoadingBlocks rows={3} /> : null}
      {overview.isError && !data ? <LoadError error={overview.error} onRetry={() => void overview.refetch()} retrying={overview.isFetching} /> : null}
      {data ? <OverviewTiles overview={data} /> : null}
      {data ? <OverviewSystems overview={data} /> : null}
      <OverviewShortcuts />
    </div>
  );
}
