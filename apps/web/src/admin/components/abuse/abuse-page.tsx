import { useTranslation } from '#web/lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { IconNetwork } from '#web/components/icons.tsx';
import { useAbuseClusters } from '../../api/get-abuse-clusters.ts';
import type { AbuseStatusFilter } from '../../types.ts';
import { LoadMore } from '../ui/load-more.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { EmptyState, LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { Segmented } from '../ui/segmented.tsx';
import styles from './abuse-page.module.css';
import { AnalysisBar } from './analysis-bar.tsx';
import { ClusterCard } from './cluster-card.tsx';

const FILTERS: AbuseStatusFilter[] = ['open', 'legitimate', 'all'];
const isFilter = (value: string | null): value is AbuseStatusFilter => (FILTERS as (string | null)[]).includes(value);

/**
 * /admin/abuse: the clusters of accounts the detection job finds suspicious, highest score first,
 * filtered by status (kept in ?status=), with the last analysis and "Analyse now"; "load more".
 */
export function AbusePage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: AbuseStatusFilter = isFilter(requested) ? requested : 'open';
  const clusters = useAbuseClusters(status);
  const rows = clusters.data?.pages.flatMap((page) => page.items) ?? [];
  const lastRunAt = clusters.data?.pages[0]?.lastRunAt ?? null;

  return (
    <div className={styles.page}>
      <PageHeader title={t('pages.abuse.title')} description={t('abuse.description')} />
      <AnalysisBar lastRunAt={lastRunAt} known={clusters.isSuccess} />
      <Segmented<AbuseStatusFilter>
        label={t('abuse.filter.label')}
        value={status}
        onChange={(next) => setParams(next === 'open' ? {} : { status: next }, { replace: true })}
        options={FILTERS.map((value) => ({ value, label: t(`abuse.filter.${value}`) }))}
      />

      {clusters.isPending ? <LoadingBlocks rows={3} /> : null}
      {clusters.isError && rows.length === 0 ? <LoadError error={clusters.error} onRetry={() => void clusters.refetch()} retrying={clusters.isFetching} /> : null}
      {clusters.isSuccess && rows.length === 0 ? (
        <EmptyState icon={<IconNetwork size={24} />} title={t(`abuse.list.empty.${status}`)}>
          {lastRunAt ? t('abuse.list.emptyText') : t('abuse.list.neverText')}
        </EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <div className={styles.results}>
          <ol className={styles.list} aria-label={t('abuse.list.label')}>
            {rows.map((cluster) => (
              <li key={cluster.id}>
                <ClusterCard cluster={cluster} />
              </li>
            ))}
          </ol>
          <LoadMore shown={rows.length} hasMore={clusters.hasNextPage} loading={clusters.isFetchingNextPage} onLoadMore={() => void clusters.fetchNextPage()} />
        </div>
      ) : null}
    </div>
  );
}
