import { nanoToNumber } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { formatNumber } from '#web/lib/format.ts';
import { formatDay } from '../../format.ts';
import type { DailyPoint } from '../../types.ts';
import styles from './daily-chart.module.css';
import { niceCeiling } from './fill-days.ts';
import { numberFormat } from '@fre/i18n/intl-formats';

export type ChartMetric = 'mined' | 'claims' | 'sessionsStarted';

export const metricValue = (point: DailyPoint, metric: ChartMetric) =>
  metric === 'mined' ? nanoToNumber(BigInt(point.mined)) : point[metric];

const compact = (value: number, language: string) =>
  numberFormat(language, { notation: 'compact', maximumFractionDigits: value < 10 ? 2 : 1 }).format(value);

interface DailyChartProps {
  points: DailyPoint[];
  metric: ChartMetric;
  /** Read by assistive technology instead of the bars. */
  summary: string;
}

/**
 * One bar per day drawn in plain SVG (no chart library). The bars stretch to the width; the
 * labels are HTML so they stay readable on a phone; each bar names its day and value on hover.
 */
export function DailyChart({ points, metric, summary }: DailyChartProps) {
  const { t, i18n } = useTranslation('admin');
  const values = points.map((point) => metricValue(point, metric));
  const top = niceCeiling(Math.max(0, ...values));
  const count = Math.max(points.length, 1);
  const gap = count <= 90 ? 0.22 : 0;
  const valueText = (value: number) => (metric === 'mined' ? `${formatNumber(value, i18n.language, 4)} FRE` : formatNumber(value, i18n.language, 0));
  const ticks = [points[0], points[Math.floor((points.length - 1) / 2)], points[points.length - 1]];

  return (
    <figure className={styles.figure}>
      <div className={styles.plot}>
        <div className={styles.axis} aria-hidden="true">
          <span>{compact(top, i18n.language)}</span>
          <span>{compact(top / 2, i18n.language)}</span>
          <span>0</span>
        </div>
        <svg className={styles.svg} viewBox={`0 0 ${count} 100`} preserveAspectRatio="none" role="img" aria-label={summary}>
          {[0, 50, 100].map((y) => (
            <line key={y} x1={0} x2={count} y1={y} y2={y} className={styles.grid} vectorEffect="non-scaling-stroke" />
          ))}
          {points.map((point, index) => {
            const height = ((values[index] ?? 0) / top) * 100;
            return (
              <rect key={point.day} x={index + gap / 2} width={1 - gap} y={100 - height} height={height} className={styles.bar}>
                <title>{`${formatDay(point.day, i18n.language)} · ${valueText(values[index] ?? 0)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className={styles.ticks} aria-hidden="true">
        {ticks.map((point, index) => (
          <span key={index}>{point ? formatDay(point.day, i18n.language, points.length > 92) : ''}</span>
        ))}
      </div>
      <details className={styles.details}>
        <summary>{t('stats.chart.showTable')}</summary>
        <table className={styles.table}>
          <caption className="visually-hidden">{summary}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.chart.day')}</th>
              <th scope="col">{t(`stats.metrics.${metric}`)}</th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((point) => (
              <tr key={point.day}>
                <td>{formatDay(point.day, i18n.language)}</td>
                <td className="tabular">{valueText(metricValue(point, metric))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
