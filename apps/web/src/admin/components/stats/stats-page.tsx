import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useStats } from '../../api/get-stats.ts';
import { formatDateTime } from '../../format.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { Segmented } from '../ui/segmented.tsx';
import { SeriesCard } from './series-card.tsx';
import { StatsFigures } from './stats-figures.tsx';
import styles from './stats-page.module.css';

const RANGES = [7, 30, 90, 365] as const;
type Range = (typeof RANGES)[number];

/** /admin/stats: every figure of the statistics rollup, and the daily series over a chosen range. */
export function StatsPage() {
  const { t, i18n } = useTranslation('admin');
  const [days, setDays] = useState<Range>(30);
  const stats = useStats(days);
  const { data } = stats;

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('pages.stats.title')}
        description={
          data?.stats.lastUpdated
            ? t('stats.updated', { date: formatDateTime(data.stats.lastUpdated, i18n.language) })
            : data
              ? t('stats.neverUpdated')
              : t('stats.description')
        }
        actions={
          <Segmented<Range>
            label={t('stats.range.label')}
            value={days}
            onChange={setDays}
            options={RANGES.map((value) => ({ value, label: t('stats.range.days', { days: value }) }))}
          />
        }
      />
      {stats.isPending ? <LoadingBlocks rows={4} /> : null}
      {stats.isError && !data ? <LoadError error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isFetching} /> : null}
      {data ? (
        <>
          <SeriesCard series={data.series} days={days} loading={stats.isPlaceholderData} />
          <StatsFigures stats={data.stats} />
        </>
      ) : null}
    </div>
  );
}
