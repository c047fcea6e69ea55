import { STATS_WINDOWS_MS } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { IconBolt, IconPickaxe, IconUsers } from '#web/components/icons.tsx';
import { formatBalance, formatNumber, formatRate } from '#web/lib/format.ts';
import { formatSpan } from '#web/lib/span.ts';
import { formatDuration } from '../../format.ts';
import type { Stats } from '../../types.ts';
import { StatTile } from '../ui/stat-tile.tsx';
import styles from './stats-page.module.css';

/** The figures of the rollup in three groups: volume mined, miners and sessions, rates. */
export function StatsFigures({ stats }: { stats: Stats }) {
  const { t, i18n } = useTranslation('admin');
  const fre = (nano: string) => formatBalance(nano, i18n.language);
  const rate = (nano: string) => formatRate(nano, i18n.language);
  const perHour = t('units.frePerHour', { ns: 'web' });
  const n = (value: number) => formatNumber(value, i18n.language, 0);
  /** The rollup's windows, as it sums them (STATS_WINDOWS_MS). */
  const over = (window: keyof typeof STATS_WINDOWS_MS, unitDisplay: 'long' | 'short' = 'long') => ({ span: formatSpan(STATS_WINDOWS_MS[window], i18n.language, unitDisplay) });

  return (
    <>
      <section className={styles.group} aria-labelledby="stats-volume">
        <h2 id="stats-volume" className={styles.groupTitle}>
          <IconPickaxe size={18} /> {t('stats.groups.volume')}
        </h2>
        <dl className={styles.tiles}>
          <StatTile tone="gold" label={t('stats.figures.totalMinedAllTime')} value={fre(stats.totalMinedAllTime)} unit="FRE" />
          <StatTile label={t('stats.figures.totalMined24h', over('day'))} value={fre(stats.totalMined24h)} unit="FRE" />
          <StatTile label={t('stats.figures.totalMinedWeek', over('week'))} value={fre(stats.totalMinedWeek)} unit="FRE" />
          <StatTile label={t('stats.figures.totalMinedMonth', over('month'))} value={fre(stats.totalMinedMonth)} unit="FRE" />
          <StatTile label={t('stats.figures.totalMined3Months', over('threeMonths'))} value={fre(stats.totalMined3Months)} unit="FRE" />
          <StatTile label={t('stats.figures.totalMinedYear', over('year'))} value={fre(stats.totalMinedYear)} unit="FRE" />
        </dl>
      </section>

      <section className={styles.group} aria-labelledby="stats-miners">
        <h2 id="stats-miners" className={styles.groupTitle}>
          <IconUsers size={18} /> {t('stats.groups.miners')}
        </h2>
        <dl className={styles.tiles}>
          <StatTile label={t('stats.figures.totalUsers')} value={n(stats.totalUsers)} />
          <StatTile label={t('stats.figures.activeMiners24h', over('day', 'short'))} value={n(stats.activeMiners24h)} />
          <StatTile label={t('stats.figures.activeMinersWeek', over('week', 'short'))} value={n(stats.activeMinersWeek)} />
          <StatTile label={t('stats.figures.activeMinersMonth', over('month', 'short'))} value={n(stats.activeMinersMonth)} />
          <StatTile label={t('stats.figures.totalActiveSessions')} value={n(stats.totalActiveSessions)} />
          <StatTile label={t('stats.figures.totalCompletedSessions')} value={n(stats.totalCompletedSessions)} />
          <StatTile label={t('stats.figures.averageSessionDuration')} value={formatDuration(stats.averageSessionDurationMs, i18n.language)} />
        </dl>
      </section>

      <section className={styles.group} aria-labelledby="stats-rates">
        <h2 id="stats-rates" className={styles.groupTitle}>
          <IconBolt size={18} /> {t('stats.groups.rates')}
        </h2>
        <dl className={styles.tiles}>
          <StatTile label={t('stats.figures.averageMiningRate')} value={rate(stats.averageMiningRate)} unit={perHour} detail={t('stats.figures.averageMiningRateDetail', over('month'))} />
          <StatTile label={t('stats.figures.peakMiningRate')} value={rate(stats.peakMiningRate)} unit={perHour} />
          <StatTile label={t('stats.figures.totalReferralBonus')} value={rate(stats.totalReferralBonus)} unit={perHour} detail={t('stats.figures.bonusDetail')} />
          <StatTile label={t('stats.figures.totalLevelBonus')} value={rate(stats.totalLevelBonus)} unit={perHour} detail={t('stats.figures.bonusDetail')} />
          <StatTile label={t('stats.figures.totalTemporaryBonus')} value={rate(stats.totalTemporaryBonus)} unit={perHour} detail={t('stats.figures.bonusDetail')} />
        </dl>
      </section>
    </>
  );
}
