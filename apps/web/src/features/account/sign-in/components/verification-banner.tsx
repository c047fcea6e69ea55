import { TIMERS } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner } from '#web/components/banner.tsx';
import { TextWithEmail } from '#web/components/email-address.tsx';
import { IconMail } from '#web/components/icons.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import styles from './verification-banner.module.css';

/**
 * Yellow banner while the account cannot mine for want of a confirmed email: an account
 * made in Telegram is verified by Telegram and never sees it (decision 045). The resend button goes
 * idle → sending → sent (60 s countdown) → idle; a failure shows an error label.
 * The user query polls every 10 s meanwhile, so the banner leaves by itself.
 */
export function VerificationBanner() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const resend = useResendVerification();
  const countdown = useCountdown();

  // Without an address the account was made in Telegram, which verified it: nothing to confirm here.
  if (!user || user.verifiedBy !== null || user.email === null) return null;
  const { email } = user;

  const onResend = () =>
    resend.mutate(undefined, { onSuccess: () => countdown.start(TIMERS.resendCountdownMs) });

  let action;
  if (resend.isPending) {
    action = (
      <span className={styles.state}>
        <Spinner size={14} /> {t('verification.sending')}
      </span>
    );
  } else if (countdown.running) {
    action = <span className={`${styles.state} tabular`}>{t('verification.sent', { seconds: countdown.secondsLeft })}</span>;
  } else {
    action = (
      <button type="button" className={styles.resend} onClick={onResend}>
        {t('verification.resend')}
      </button>
    );
  }

  return (
    <Banner tone="warning" icon={<IconMail />} action={action}>
      <strong>{t('verification.title')}</strong> <TextWithEmail email={email} text={(address) => t('verification.text', { email: address })} />
      {resend.isError && !resend.isPending ? (
        <span className={styles.error} role="alert">
          {t('verification.error')}
        </span>
      ) : null}
    </Banner>
  );
}
