import { useId } from 'react';
import { formatBalance } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { formatDay } from './dates.ts';
import styles from './transparency-page.module.css';

const BAR = 4;
const HEIGHT = 100;

/**
 * FRE mined per day as bars drawn here (an SVG, no chart library), described in one sentence for
 * a screen reader, with every day's figure in a table below it for anyone who wants the numbers.
 */
export function MinedChart({ days }: { days: { day: string; mined: string }[] }) {
  const { t, i18n } = useTranslation(['transparency', 'web']);
  const id = useId();
  const language = i18n.language;
  const amounts = days.map((entry) => BigInt(entry.mined));
  const max = amounts.reduce((a, b) => (b > a ? b : a), 0n);
  const total = amounts.reduce((a, b) => a + b, 0n);
  const summary = t('chart.summary', {
    from: formatDay(days[0]!.day, language), to: formatDay(days.at(-1)!.day, language), max: formatBalance(max, language), total: formatBalance(total, language),
  });
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${days.length * BAR} ${HEIGHT}`} preserveAspectRatio="none" className={styles.chartArea} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>{t('chart.title')}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {amounts.map((amount, i) => {
          // At least a hairline for a day with mining, so that a small day is not read as none.
          const height = max === 0n || amount === 0n ? 0 : Math.max(1, Number((amount * BigInt(HEIGHT * 100)) / max) / 100);
          return <rect key={days[i]!.day} x={i * BAR + 0.5} y={HEIGHT - height} width={BAR - 1} height={height} className={styles.bar} />;
        })}
      </svg>
      <figcaption className={styles.caption}>{summary}</figcaption>
      <details className={styles.details}>
        <summary>{t('chart.table')}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('chart.day')}</th>
              <th scope="col">{t('chart.mined')}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((entry) => (
              <tr key={entry.day}>
                <th scope="row">{formatDay(entry.day, language)}</th>
                <td>{formatBalance(entry.mined, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
