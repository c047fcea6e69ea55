import { TIMERS } from '@fre/domain';
import { Button } from '#web/components/button.tsx';
import { TextWithEmail } from '#web/components/email-address.tsx';
import { IconMail } from '#web/components/icons.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useResendVerification } from '#web/features/account/sign-in/api/resend-verification.ts';
import { useCountdown } from '#web/features/account/sign-in/hooks/use-countdown.ts';
import styles from './email-card.module.css';

/** "Check your inbox", with the address, and the link sent again on request (a 60 s pause between two). */
export function EmailSent({ email }: { email: string }) {
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
