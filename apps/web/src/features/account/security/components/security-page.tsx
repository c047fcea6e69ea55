import type { User } from '@fre/domain';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { paths } from '#web/config/paths.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { PasskeysCard } from '#web/features/account/passkeys/components/passkeys-card.tsx';
import { TwoStepCard } from '#web/features/account/two-step/components/two-step-card.tsx';
import { emailStatus } from '#web/lib/auth/email-status.ts';
import { DevicesCard } from './devices-card.tsx';
import { EmailCard } from './email-card.tsx';
import { PasswordCard } from './password-card.tsx';
import styles from './security-page.module.css';

/**
 * Whether the page has the email card: an account without an address (made in Telegram), or one
 * that added it and waits for its link. An unconfirmed sign-up address has the app's banner instead.
 */
const needsEmailCard = (user: User) => emailStatus(user) === 'none' || (emailStatus(user) === 'unconfirmed' && user.verifiedBy !== null);

/** /profile/security: each protection of the account is its own card. */
export function SecurityPage() {
  const { t } = useTranslation('security');
  const { data: user } = useUser();
  // Once shown, the email card stays for the visit: it says so when the link has been opened.
  const [showsEmail, setShowsEmail] = useState(false);
  if (user && needsEmailCard(user) && !showsEmail) setShowsEmail(true);
  return (
    <div className={styles.page}>
      <BackLink section={paths.profile.getHref()} />
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {user && showsEmail ? <EmailCard user={user} /> : null}
      {user ? <PasswordCard hasPassword={user.hasPassword} /> : null}
      <DevicesCard />
      <TwoStepCard />
      <PasskeysCard />
    </div>
  );
}
