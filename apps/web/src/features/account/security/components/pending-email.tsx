import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { TextWithEmail } from '#web/components/email-address.tsx';
import { IconMail } from '#web/components/icons.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useCancelEmailChange } from '../api/cancel-email-change.ts';
import styles from './email-card.module.css';

/** A change of address waiting for its link: where the link went, and the change dropped on request. */
export function PendingEmail({ email }: { email: string }) {
  const { t } = useTranslation('security');
  const errorText = useApiErrorText();
  const cancel = useCancelEmailChange();
  return (
    <div className={styles.sent} role="status">
      <span className={styles.sentIcon} aria-hidden="true">
        <IconMail size={24} />
      </span>
      <p className={styles.sentTitle}>{t('email.pendingTitle')}</p>
      <p className={styles.intro}>
        <TextWithEmail email={email} text={(address) => t('email.pending', { email: address })} />
      </p>
      <ErrorBanner>{cancel.error ? errorText(cancel.error) : undefined}</ErrorBanner>
      <Button variant="ghost" loading={cancel.isPending} onClick={() => cancel.mutate()}>
        {t('email.cancelChange')}
      </Button>
    </div>
  );
}
