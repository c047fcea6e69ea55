import { useTranslation } from '#web/lib/use-translation.ts';
import { Link, useParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { IconArrowLeft } from '#web/components/icons.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { useAdminUser } from '../../api/get-user.ts';
import { formatDate } from '../../format.ts';
import { PageHeader } from '../ui/page-header.tsx';
import layout from '../ui/page-layout.module.css';
import { DetailFallback } from '../ui/query-state.tsx';
import { AccountActions } from './account-actions.tsx';
import { BalancePanel } from './balance-panel.tsx';
import { LedgerPanel } from './ledger-panel.tsx';
import { ProfilePanel } from './profile-panel.tsx';
import { ReferralsPanel } from './referrals-panel.tsx';
import { SessionsPanel } from './sessions-panel.tsx';
import { UserBadges } from './user-badges.tsx';
import styles from './user-detail-page.module.css';

/** /admin/users/:id: everything about one account, and the actions an operator may take on it. */
export function UserDetailPage() {
  const { t, i18n } = useTranslation('admin');
  const { id = '' } = useParams();
  const { data: me } = useUser();
  const detail = useAdminUser(id);
  const back = (
    <Link to={paths.admin.getHref('users')} className={layout.back}>
      <IconArrowLeft size={16} />
      {t('users.detail.back')}
    </Link>
  );

  if (!detail.isSuccess) {
    return (
      <div className={layout.page}>
        {back}
        <DetailFallback query={detail} notFoundTitle={t('users.detail.notFound')} />
      </div>
    );
  }

  const { user, ledger, sessions, referrals } = detail.data;
  const self = me?.id === user.id;
  return (
    <div className={layout.page}>
      <PageHeader
        eyebrow={back}
        title={user.nickname}
        description={t('users.detail.subtitle', { email: user.email, date: formatDate(user.createdAt, i18n.language) })}
        actions={
          <span className={layout.badges}>
            <UserBadges user={user} />
          </span>
        }
      />
      <div className={`${layout.stack} ${styles.grid}`}>
        <div className={layout.stack}>
          <BalancePanel user={user} />
          <LedgerPanel ledger={ledger} />
          <SessionsPanel sessions={sessions} />
        </div>
        <div className={layout.stack}>
          <ProfilePanel user={user} />
          <AccountActions user={user} self={self} />
          <ReferralsPanel count={referrals.count} active={referrals.active} frozen={referrals.frozen} recent={referrals.recent} />
        </div>
      </div>
    </div>
  );
}
