import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { BalanceHistory } from '#web/components/balance-history.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { AfterFirstFrame } from '#web/lib/render/deferred-render.tsx';
import { AccountSummary } from './account-summary.tsx';
import { NotificationPermissionCard } from './notification-permission-card.tsx';
import styles from './profile-page.module.css';
import { ProfileForm } from './profile-form.tsx';
import { ProfileLinks } from './profile-links.tsx';
import { TutorialCard } from './tutorial-card.tsx';

interface ProfilePageProps {
  /** Composed by the app: controls for the page header (the notifications bell). */
  headerAction?: ReactNode;
  /** Composed by the app: the bonus-code form and history. */
  bonus?: ReactNode;
  /** Composed by the app: Web Push on this device; it takes the place of the plain permission card. */
  push?: ReactNode;
  /** Composed by the app: putting the app on the home screen. */
  install?: ReactNode;
  /** Composed by the app: the sign-out control. */
  signOut?: ReactNode;
}

/** /profile: who the player is, their settings, balance history and bonus codes. */
export function ProfilePage({ headerAction, bonus, push, install, signOut }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const { data: user } = useUser();
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} action={headerAction} />
      {user ? (
        <>
          <AccountSummary user={user} />
          <ProfileForm user={user} />
          {/* Under the form, one card per task after the first frame (decision 036). */}
          <AfterFirstFrame>
            <ProfileLinks />
          </AfterFirstFrame>
          <AfterFirstFrame>{bonus}</AfterFirstFrame>
          <AfterFirstFrame>
            <BalanceHistory />
          </AfterFirstFrame>
          <AfterFirstFrame>{push ?? <NotificationPermissionCard />}</AfterFirstFrame>
          <AfterFirstFrame>{install}</AfterFirstFrame>
          <AfterFirstFrame>
            <TutorialCard />
            {signOut}
          </AfterFirstFrame>
        </>
      ) : (
        <Skeleton label={t('common.loading', { ns: 'web' })} blocks={[120, 260, 200]} />
      )}
    </div>
  );
}
