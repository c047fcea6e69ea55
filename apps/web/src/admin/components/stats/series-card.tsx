import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { IconBarChart } from '#web/components/icons.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { formatDay } from '../../format.ts';
import type { DailyPoint } from '../../types.ts';
import { Segmented } from '../ui/segmented.tsx';
import { DailyChart, metricValue, type ChartMetric } from './daily-chart.tsx';
import { fillDays } from './fill-days.ts';
import styles from './stats-page.module.css';

const METRICS: ChartMetric[] = ['mined', 'claims', 'sessionsStarted'];

/** The daily series of the chosen range, one metric at a time, with its total, average and best day. */
export function SeriesCard({ series, days, loading }: { series: DailyPoint[]; days: number; loading: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const [metric, setMetric] = useState<ChartMetric>('mined');
  const points = fillDays(series, days);
  const values = points.map((point) => metricValue(point, metric));
  const total = values.reduce((sum, value) => sum + value, 0);
  const bestIndex = values.reduce((best, value, index) => (value > (values[best] ?? 0) ? index : best), 0);
  const best = points[bestIndex];
  const decimals = metric === 'mined' ? 4 : 0;
  const unit = metric === 'mined' ? ' FRE' : '';
  const text = (value: number) => formatNumber(value, i18n.language, decimals) + unit;
  const figures = {
    total: text(total),
    average: text(total / Math.max(points.length, 1)),
    best: best && total > 0 ? `${formatDay(best.day, i18n.language)} · ${text(values[bestIndex] ?? 0)}` : '—',
  };

  return (
    <Card title={t('stats.chart.title', { days })} icon={<IconBarChart size={16} />} aria-busy={loading || undefined}>
      <div className={styles.chartHead}>
        <Segmented<ChartMetric>
          label={t('stats.chart.metric')}
          value={metric}
          onChange={setMetric}
          options={METRICS.map((value) => ({ value, label: t(`stats.metrics.${value}`) }))}
        />
        {loading ? <Spinner size={18} label={t('stats.loadingRange')} /> : null}
      </div>
      <dl className={styles.chartFigures}>
        <div>
          <dt>{t('stats.chart.total')}</dt>
          <dd className="tabular">{figures.total}</dd>
        </div>
        <div>
          <dt>{t('stats.chart.average')}</dt>
          <dd className="tabular">{figures.average}</dd>
        </div>
        <div>
          <dt>{t('stats.chart.best')}</dt>
          <dd className="tabular">{figures.best}</dd>
        </div>
      </dl>
      {total === 0 ? <p className={styles.quiet}>{t('stats.chart.noActivity')}</p> : null}
      <DailyChart points={points} metric={metric} summary={t('stats.chart.summary', { metric: t(`stats.metrics.${metric}`), days, ...figures })} />
    </Card>
  );
}
