import { TIMERS, type User } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { TextWithEmail } from '#web/components/email-address.tsx';
import { Field } from '#web/components/field.tsx';
import { IconCheckCircle, IconMail } from '#web/components/icons.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useResendVerification } from '#web/features/account/sign-in/api/resend-verification.ts';
import { useCountdown } from '#web/features/account/sign-in/hooks/use-countdown.ts';
import { useFormErrors } from '#web/features/account/sign-in/hooks/use-form-errors.ts';
import { useAddEmail } from '../api/add-email.ts';
import { emailStatus } from '#web/lib/auth/email-status.ts';
import styles from './email-card.module.css';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The email address of an account made in Telegram (decision 045): none yet → a field to add one
 * (POST /api/me/email, after the person confirmed it is them); then "check your inbox" until its
 * link is opened (the user is read again meanwhile), then confirmed. Identity checks and
 * withdrawals wait for a confirmed address.
 */
export function EmailCard({ user }: { user: Pick<User, 'email' | 'emailVerified'> }) {
  const { t } = useTranslation('security');
  const add = useAddEmail();
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string>();
  const errors = useFormErrors(add.error, { email: clientError });
  // The address just sent, until the user read again names it.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const pending = user.email ?? sentTo;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const invalid = EMAIL_SHAPE.test(address) ? undefined : t('invalid_email', { ns: 'errors' });
    setClientError(invalid);
    if (invalid) return;
    add.mutate(address, { onSuccess: () => setSentTo(address) });
  };

  const status = emailStatus(user);
  let body;
  if (status === 'confirmed' && user.email !== null) {
    body = (
      <Banner tone="success" icon={<IconCheckCircle />}>
        <TextWithEmail email={user.email} text={(address) => t('email.confirmed', { email: address })} />
      </Banner>
    );
  } else if (pending !== null) {
    body = <EmailSent email={pending} />;
  } else {
    body = (
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{t('email.intro')}</p>
        <Field
          label={t('email.label')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setClientError(undefined);
            if (add.isError) add.reset();
          }}
          error={errors.field('email')}
          hint={t('email.hint')}
        />
        <ErrorBanner>{errors.form}</ErrorBanner>
        <Button type="submit" variant="secondary" loading={add.isPending} block>
          {t('email.submit')}
        </Button>
      </form>
    );
  }

  return (
    <Card title={t('email.title')} icon={<IconMail size={16} />}>
      {body}
    </Card>
  );
}

/** "Check your inbox", with the address, and the link sent again on request (a 60 s pause between two). */
function EmailSent({ email }: { email: string }) {
  const { t } = useTranslation('security');
  const resend = useResendVerification();
  const countdown = useCountdown();
  return (
    <div className={styles.sent} role="status">
      <span className={styles.sentIcon} aria-hidden="true">
        <IconMail size={24} />
      </span>
      <p className={styles.sentTitle}>{t('email.sentTitle')}</p>
      <p className={styles.intro}>
        <TextWithEmail email={email} text={(address) => t('email.sent', { email: address })} />
      </p>
      {countdown.running ? (
        <p className={`${styles.resent} tabular`}>{t('email.resent', { seconds: countdown.secondsLeft })}</p>
      ) : (
        <Button variant="ghost" loading={resend.isPending} onClick={() => resend.mutate(undefined, { onSuccess: () => countdown.start(TIMERS.resendCountdownMs) })}>
          {t('email.resend')}
        </Button>
      )}
      {resend.isError && !resend.isPending ? (
        <p className={styles.error} role="alert">
          {t('email.resendError')}
        </p>
      ) : null}
    </div>
  );
}
