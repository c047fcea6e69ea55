import { useTranslation } from '../../../../lib/use-translation';
import { Card } from '../../../../components/card';
import { IconShield } from '../../../../components/icons';
import type { AdminUserDetail } from '../../types';
import { BanControl } from './ban-control';
import { RoleControl } from './role-control';
import { TwoStepResetControl } from './two-step-reset-control';
import styles from './user-detail-page.module.css';

/** Ban/unban, promote/demote and the reset of two-step sign-in; an admin never acts on their own account (the server refuses too). */
export function AccountActions({ user, self }: { user: AdminUserDetail['user']; self: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('users.actions.title')} icon={<IconShield size={16} />}>
      {self ? (
        <p className={styles.muted}>{t('users.actions.self')}</p>
      ) : (
        <>
          <BanControl user={user} />
          <RoleControl user={user} />
          <TwoStepResetControl user={user} />
        </>
      )}
    </Card>
  );
}
