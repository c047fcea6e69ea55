import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { IconLogout } from '../../components/icons';
import { useLogout } from '../../features/auth/api/logout';
import { BonusCodeCard } from '../../features/bonus-codes/components/bonus-code-card';
import { BonusHistoryCard } from '../../features/bonus-codes/components/bonus-history-card';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { PushToggle } from '../../features/push/components/push-toggle';
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

/** The push switch reads the lazy `engage` texts: it shows once they are in. */
function Push() {
  const { ready } = useTranslation('engage');
  return ready ? <PushToggle /> : null;
}

/** /profile, composed with the bonus codes, the push switch and sign-out (the bell is in the top bar). */
export default function ProfileRoute() {
  return (
    <WithGrowthTexts>
      <ProfilePage
        bonus={
          <>
            <BonusCodeCard />
            <BonusHistoryCard />
          </>
        }
        push={<Push />}
        signOut={<SignOut />}
      />
    </WithGrowthTexts>
  );
}
