import { useTranslation } from '../../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../app/paths';
import { IconArrowLeft } from '../../../../components/icons';
import { useUser } from '../../../../lib/auth/get-me';
import { useAdminUser } from '../../api/get-user';
import { formatDate } from '../../format';
import { PageHeader } from '../ui/page-header';
import { DetailFallback } from '../ui/query-state';
import { AccountActions } from './account-actions';
import { BalancePanel } from './balance-panel';
import { LedgerPanel } from './ledger-panel';
import { ProfilePanel } from './profile-panel';
import { ReferralsPanel } from './referrals-panel';
import { SessionsPanel } from './sessions-panel';
import { UserBadges } from './user-badges';
import styles from './user-detail-page.module.css';

/** /admin/users/:id: everything about one account, and the actions an operator may take on it. */
export function UserDetailPage() {
  const { t, i18n } = useTranslation('admin');
  const { id = '' } = useParams();
  const { data: me } = useUser();
  const detail = useAdminUser(id);
  const back = (
    <Link to={paths.admin.getHref('users')} className={styles.back}>
      <IconArrowLeft size={16} />
      {t('users.detail.back')}
    </Link>
  );

  if (!detail.isSuccess) {
    return (
      <div className={styles.page}>
        {back}
        <DetailFallback query={detail} notFoundTitle={t('users.detail.notFound')} />
      </div>
    );
  }

  const { user, ledger, sessions, referrals } = detail.data;
  const self = me?.id === user.id;
  return (
    <div className={styles.page}>
      <PageHeader
        eyebrow={back}
        title={user.nickname}
        description={t('users.detail.subtitle', { email: user.email, date: formatDate(user.createdAt, i18n.language) })}
        actions={
          <span className={styles.badges}>
            <UserBadges user={user} />
          </span>
        }
      />
      <div className={styles.grid}>
        <div className={styles.main}>
          <BalancePanel user={user} />
          <LedgerPanel ledger={ledger} />
          <SessionsPanel sessions={sessions} />
        </div>
        <div className={styles.side}>
          <ProfilePanel user={user} />
          <AccountActions user={user} self={self} />
          <ReferralsPanel count={referrals.count} active={referrals.active} frozen={referrals.frozen} recent={referrals.recent} />
        </div>
      </div>
    </div>
  );
}
