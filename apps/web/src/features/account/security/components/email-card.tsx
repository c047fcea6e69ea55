import { TIMERS, type User } from '@fre/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmailAddress, TextWithEmail } from '#web/components/email-address.tsx';
import { IconCheckCircle, IconMail } from '#web/components/icons.tsx';
import { StatusLine } from '#web/components/status-line.tsx';
import { getMeQueryOptions } from '#web/lib/auth/get-me.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useCredentials } from '../api/get-credentials.ts';
import { credentialDate } from './credential-since.ts';
import { EmailForm } from './email-form.tsx';
import { EmailSent } from './email-sent.tsx';
import { PendingEmail } from './pending-email.tsx';
import content from '#web/components/card-content.module.css';
import styles from './email-card.module.css';

type EmailUser = Pick<User, 'email' | 'emailVerified' | 'verifiedBy' | 'pendingEmail'>;

interface EmailCardProps {
  user: EmailUser;
  /** Whether the form changing the address is open (the list of credentials opens it too). */
  changing: boolean;
  onChangingChange: (changing: boolean) => void;
  id?: string;
}

/**
 * The account's email address on the Security page: where security notices and the password reset
 * go. An account made in Telegram without one adds it (decision 045); an account with one sees it,
 * confirmed or not and since when, and changes it: the new address gets a link, and the current
 * one stays until it is opened (decision 048). The user is read again while a change waits, so the
 * card follows the link opened on another device.
 */
export function EmailCard({ user, changing, onChangingChange, id }: EmailCardProps) {
  const { t } = useTranslation('security');
  useQuery({ ...getMeQueryOptions(), enabled: Boolean(user.pendingEmail), refetchInterval: TIMERS.verificationPollMs });
  // The address just added, until the user read again names it.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const moved = useMovedTo(user);

  let body;
  if (user.email === null && sentTo === null) {
    body = <EmailForm intro={t('email.intro')} submitLabel={t('email.submit')} onSent={setSentTo} />;
  } else if (user.email === null) {
    body = <EmailSent email={sentTo!} />;
  } else {
    body = (
      <>
        <CurrentAddress user={user} email={user.email} />
        {moved === user.email ? (
          <Banner tone="success" icon={<IconCheckCircle />}>
            <TextWithEmail email={moved} text={(address) => t('email.moved', { email: address })} />
          </Banner>
        ) : null}
        {!user.emailVerified && user.verifiedBy !== null && !user.pendingEmail ? <EmailSent email={user.email} /> : null}
        {user.pendingEmail ? (
          <PendingEmail email={user.pendingEmail} />
        ) : changing ? (
          <EmailForm
            intro={t('email.changeIntro')}
            label={t('email.newLabel')}
            submitLabel={t('email.changeSubmit')}
            current={user.email}
            autoFocus
            onSent={() => onChangingChange(false)}
            onCancel={() => onChangingChange(false)}
          />
        ) : (
          <Button variant="secondary" block onClick={() => onChangingChange(true)}>
            {t('email.change')}
          </Button>
        )}
      </>
    );
  }

  return (
    <Card title={t('email.title')} icon={<IconMail size={16} />} id={id} tabIndex={-1}>
      <div className={content.body}>{body}</div>
    </Card>
  );
}

/** The address, whether its link was opened, and since when it is the account's. */
function CurrentAddress({ user, email }: { user: EmailUser; email: string }) {
  const { t, i18n } = useTranslation('security');
  const credentials = useCredentials();
  const since = credentials.data?.credentials.find((credential) => credential.kind === 'email')?.since;
  return (
    <div>
      <p className={styles.address}>
        <EmailAddress address={email} />
      </p>
      <StatusLine tone={user.emailVerified ? 'on' : 'pending'}>{t(user.emailVerified ? 'email.statusConfirmed' : 'email.statusUnconfirmed')}</StatusLine>
      {since !== undefined ? <p className={content.intro}>{since ? t('credentials.since', { date: credentialDate(since, i18n.language) }) : t('credentials.sinceUnknown')}</p> : null}
    </div>
  );
}

/** The new address once a change that waited during this visit was confirmed (it replaced the old one), else null. */
function useMovedTo(user: EmailUser): string | null {
  const [waited, setWaited] = useState<string | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const pending = user.pendingEmail ?? null;
  if (pending !== null && pending !== waited) setWaited(pending);
  if (pending === null && waited !== null) {
    setWaited(null);
    if (user.email === waited) setMoved(waited);
  }
  return moved;
}
