import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { IconLogout } from '../../components/icons';
import { useLogout } from '../../features/auth/api/logout';
import { BonusCodeCard } from '../../features/bonus-codes/components/bonus-code-card';
import { BonusHistoryCard } from '../../features/bonus-codes/components/bonus-history-card';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { WithGrowthTexts } from './growth-namespace';

function SignOut() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Button variant="danger" icon={<IconLogout />} loading={logout.isPending} onClick={() => logout.mutate()} block>
      {t('auth.logout')}
    </Button>
  );
}

/** /profile, composed with the notifications bell, the bonus codes and sign-out. */
export default function ProfileRoute() {
  return (
    <WithGrowthTexts>
      <ProfilePage
        headerAction={<NotificationBell />}
        bonus={
          <>
            <BonusCodeCard />
            <BonusHistoryCard />
          </>
        }
        signOut={<SignOut />}
      />
    </WithGrowthTexts>
  );
}
