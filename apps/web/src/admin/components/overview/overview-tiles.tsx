import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { IconBolt, IconIdCard, IconPickaxe, IconSend, IconUsers } from '#web/components/icons.tsx';
import { STATS_WINDOWS_MS } from '@fre/domain';
import { formatBalance, formatNumber } from '#web/lib/format.ts';
import { formatSpan } from '#web/lib/span.ts';
import type { AdminOverview } from '../../types.ts';
import { AppealsTile } from '../appeals/appeals-tile.tsx';
import { StatTile } from '../ui/stat-tile.tsx';
import styles from './overview-page.module.css';

/** Six tiles: accounts, mining now, mined in 24 h, and the three queues waiting for an admin (identity checks, withdrawals, appeals). */
export function OverviewTiles({ overview }: { overview: AdminOverview }) {
  const { t, i18n } = useTranslation('admin');
  const n = (value: number) => formatNumber(value, i18n.language, 0);
  const queue = (count: number, page: 'kyc' | 'withdrawals', overdue: number) => (
    <>
      {count > 0 ? t('overview.waiting') : t('overview.nothingWaiting')} ·{' '}
      {overdue > 0 ? <strong className={styles.overdue}>{t('overview.overdue', { count: n(overdue) })}</strong> : null}
      {overdue > 0 ? ' · ' : null}
      <Link to={paths.admin.getHref(page)} className={styles.tileLink}>
        {t('overview.review')}
      </Link>
    </>
  );
  return (
    <dl className={styles.tiles}>
      <StatTile
        icon={<IconUsers size={18} />}
        label={t('overview.users')}
        value={n(overview.users)}
        detail={t('overview.verified', { verified: n(overview.verifiedUsers) })}
      />
      <StatTile icon={<IconBolt size={18} />} label={t('overview.activeSessions')} value={n(overview.activeSessions)} detail={t('overview.activeSessionsDetail')} />
      <StatTile
        tone="gold"
        icon={<IconPickaxe size={18} />}
        label={t('overview.mined24h', { span: formatSpan(STATS_WINDOWS_MS.day, i18n.language, 'short') })}
        value={formatBalance(overview.mined24h, i18n.language)}
        unit="FRE"
        detail={t('overview.mined24hDetail', { span: formatSpan(STATS_WINDOWS_MS.day, i18n.language) })}
      />
      <StatTile
        tone={overview.pendingKyc > 0 ? 'attention' : 'default'}
        icon={<IconIdCard size={18} />}
        label={t('overview.pendingKyc')}
        value={n(overview.pendingKyc)}
        detail={queue(overview.pendingKyc, 'kyc', overview.overdueKyc)}
      />
      <StatTile
        tone={overview.pendingWithdrawals > 0 ? 'attention' : 'default'}
        icon={<IconSend size={18} />}
        label={t('overview.pendingWithdrawals')}
        value={n(overview.pendingWithdrawals)}
        detail={queue(overview.pendingWithdrawals, 'withdrawals', overview.overdueWithdrawals)}
      />
      <AppealsTile />
    </dl>
  );
}
