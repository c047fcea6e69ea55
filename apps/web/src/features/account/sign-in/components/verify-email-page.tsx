import { useTranslation } from '#web/lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { ButtonLink } from '#web/components/button.tsx';
import { TextWithEmail } from '#web/components/email-address.tsx';
import { IconAlert, IconCheckCircle } from '#web/components/icons.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AuthShell } from './auth-shell.tsx';
import styles from './form.module.css';

/** /verify-email?token=…: the link of the verification email. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verification = useVerifyEmail(token);
  const { data: user } = useUser();
  const errorText = useApiErrorText();
  const next = user ? (
    <ButtonLink to={paths.dashboard.getHref()} size="lg" block>
      {t('auth.verify.toDashboard')}
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.login.getHref()} size="lg" block>
      {t('auth.verify.toLogin')}
    </ButtonLink>
  );

  let content;
  if (!token || verification.isError) {
    content = (
      <>
        <span className={`${styles.bigIcon} ${styles.error}`}>
          <IconAlert size={32} />
        </span>
        <p role="alert">{token ? errorText(verification.error) : t('invalid_token', { ns: 'errors' })}</p>
        {next}
      </>
    );
  } else if (verification.isSuccess) {
    content = (
      <>
        <span className={`${styles.bigIcon} ${styles.success}`}>
          <IconCheckCircle size={32} />
        </span>
        <p role="status">
          {verification.data.replaced && verification.data.user.email ? (
            <TextWithEmail email={verification.data.user.email} text={(address) => t('auth.verify.replaced', { email: address })} />
          ) : (
            t('auth.verify.success')
          )}
        </p>
        {next}
      </>
    );
  } else {
    content = (
      <>
        <Spinner size={40} />
        <p role="status">{t('auth.verify.pending')}</p>
      </>
    );
  }

  return (
    <AuthShell title={t('auth.verify.title')}>
      <div className={styles.center}>{content}</div>
    </AuthShell>
  );
}
