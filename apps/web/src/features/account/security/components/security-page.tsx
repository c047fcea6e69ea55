import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { paths } from '#web/config/paths.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { PasskeysCard } from '#web/features/account/passkeys/components/passkeys-card.tsx';
import { TelegramCard } from '#web/features/account/telegram/components/telegram-card.tsx';
import { TwoStepCard } from '#web/features/account/two-step/components/two-step-card.tsx';
import { useCredentialsFollowChanges } from '../api/get-credentials.ts';
import { CredentialsCard, type ManagedKind, type WalletRemoval } from './credentials-card.tsx';
import { DevicesCard } from './devices-card.tsx';
import { EmailCard } from './email-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { WithdrawalsPausedBanner } from './withdrawals-paused-banner.tsx';
import styles from './security-page.module.css';

/** The cards a row of the list leads to, by the credential they change. */
const CARD_OF: Record<ManagedKind, string> = {
  password: 'security-password',
  app_code: 'security-two-step',
  recovery_codes: 'security-two-step',
  email: 'security-email',
};

/** Scrolls to a card and gives it the focus, so that a screen reader says which card it is. */
function showCard(id: string) {
  const card = document.getElementById(id);
  card?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  card?.focus({ preventScroll: true });
}

/**
 * /profile/security: first every credential of the account with its date (decision 048), and while
 * a change holds withdrawals, until when and why; then a card for each thing to set up or change.
 * The wallet's unlinking is the wallet's own, composed in by app/.
 */
export function SecurityPage({ walletRemoval }: { walletRemoval: WalletRemoval }) {
  const { t } = useTranslation('security');
  const { data: user } = useUser();
  const [changingEmail, setChangingEmail] = useState(false);
  useCredentialsFollowChanges();

  const manage = (kind: ManagedKind) => {
    if (kind === 'email') setChangingEmail(true);
    showCard(CARD_OF[kind]);
  };

  return (
    <div className={styles.page}>
      <BackLink section={paths.profile.getHref()} />
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <WithdrawalsPausedBanner />
      <CredentialsCard onManage={manage} walletRemoval={walletRemoval} />
      {user ? <EmailCard id={CARD_OF.email} user={user} changing={changingEmail} onChangingChange={setChangingEmail} /> : null}
      {user ? <PasswordCard id={CARD_OF.password} hasPassword={user.hasPassword} /> : null}
      {user ? <TelegramCard user={user} /> : null}
      <TwoStepCard id={CARD_OF.app_code} />
      <PasskeysCard />
      <DevicesCard />
    </div>
  );
}
