import { useTranslation } from '#web/lib/use-translation.ts';
import { useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { IconLogout } from '#web/components/icons.tsx';
import { useLogout } from '#web/features/account/sign-in/api/logout.ts';
import { InstallCard } from '#web/features/install/components/install-card.tsx';
import { BonusHistoryCard } from '#web/features/bonus-codes/components/bonus-history-card.tsx';
import { ProfilePage } from '#web/features/profile/components/profile-page.tsx';
import { AfterFirstPaint } from '#web/lib/render/deferred-render.tsx';
import { lazyRoute } from '#web/lib/render/lazy-route.ts';
import { WithTexts } from '../with-texts.tsx';

/** Signing out, asked once more: a mistaken tap on a phone costs a sign-in (and a code). */
function SignOut() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="danger" icon={<IconLogout />} aria-haspopup="dialog" onClick={() => setAsking(true)} block>
        {t('auth.logout')}
      </Button>
      {asking ? (
        <Modal
          title={t('auth.logoutConfirm.title')}
          onClose={() => setAsking(false)}
          closeLabel={t('nav.close')}
          tone="warning"
          dismissible={!logout.isPending}
          footer={
            <>
              <Button variant="ghost" onClick={() => setAsking(false)} disabled={logout.isPending}>
                {t('auth.logoutConfirm.cancel')}
              </Button>
              <Button variant="danger" icon={<IconLogout />} loading={logout.isPending} onClick={() => logout.mutate()} data-autofocus>
                {t('auth.logout')}
              </Button>
            </>
          }
        >
          <p>{t('auth.logoutConfirm.text')}</p>
        </Modal>
      ) : null}
    </>
  );
}

/*
 * Below the profile's first screen, fetched once it is painted: the bonus-code form (shared with
 * /group) and the push switch (shared with /support, with the `push` texts). In the first load they
 * were five more files and the push switch's texts in the page (docs/decisions/029).
 */
const BonusCodeCard = lazyRoute(() => import('#web/features/bonus-codes/components/bonus-code-card.tsx').then((module) => ({ default: module.BonusCodeCard })));
const PushToggle = lazyRoute(() => import('#web/features/push/components/push-toggle.tsx').then((module) => ({ default: module.PushToggle })));

/** /profile, composed with the bonus codes, the push switch, the install card and sign-out, confirmed (the bell is in the top bar). */
export default function ProfileRoute() {
  return (
    <WithTexts ns="profile">
      <ProfilePage
        bonus={
          <>
            <AfterFirstPaint part={BonusCodeCard} namespaces={['bonus-codes']} />
            <BonusHistoryCard />
          </>
        }
        push={<AfterFirstPaint part={PushToggle} namespaces={['push']} />}
        install={<InstallCard />}
        signOut={<SignOut />}
      />
    </WithTexts>
  );
}
