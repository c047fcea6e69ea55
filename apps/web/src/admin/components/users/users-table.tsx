import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { formatNumber } from '#web/lib/format.ts';
import { formatDate } from '../../format.ts';
import type { AdminUserSummary } from '../../types.ts';
import { Amount } from '../ui/amount.tsx';
import { DataTable, type Column } from '../ui/data-table.tsx';
import { KycBadge, UserBadges } from './user-badges.tsx';
import styles from './users-page.module.css';

/** Accounts as table rows on desktop, cards on phones; the nickname opens the account. */
export function UsersTable({ users }: { users: AdminUserSummary[] }) {
  const { t, i18n } = useTranslation('admin');
  const columns: Column<AdminUserSummary>[] = [
    {
      key: 'user',
      header: t('users.columns.user'),
      primary: true,
      render: (user) => (
        <div className={styles.identity}>
          <Link to={paths.adminUser.getHref(user.id)} className={styles.nickname}>
            {user.nickname}
          </Link>
          <span className={styles.email}>{user.email}</span>
          <span className={styles.badges}>
            <UserBadges user={user} />
          </span>
        </div>
      ),
    },
    { key: 'balance', header: t('users.columns.balance'), numeric: true, render: (user) => <Amount nano={user.balance} /> },
    { key: 'mined', header: t('users.columns.totalMined'), numeric: true, render: (user) => <Amount nano={user.totalMined} /> },
    { key: 'level', header: t('users.columns.level'), numeric: true, render: (user) => formatNumber(user.level, i18n.language, 0) },
    { key: 'kyc', header: t('users.columns.kyc'), render: (user) => <KycBadge status={user.kycStatus} /> },
    { key: 'joined', header: t('users.columns.joined'), render: (user) => formatDate(user.createdAt, i18n.language) },
  ];
  return <DataTable caption={t('users.caption')} columns={columns} rows={users} rowKey={(user) => user.id} />;
}
