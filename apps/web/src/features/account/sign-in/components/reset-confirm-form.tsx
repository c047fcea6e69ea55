import { ACCOUNT } from '@fre/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { paths } from '#web/config/paths.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button, ButtonLink } from '#web/components/button.tsx';
import { PasswordField } from '#web/components/password-field.tsx';
import { IconCheckCircle } from '#web/components/icons.tsx';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { useFormErrors } from '../hooks/use-form-errors.ts';
import { passwordRules } from '../hooks/use-password-rules.ts';
import styles from './form.module.css';
import { PasswordHints } from './password-hints.tsx';

/** Sets a new password with the token of the reset email. */
export function ResetConfirmForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string | undefined>>({});
  const errors = useFormErrors(confirm.error, clientErrors);

  if (confirm.isSuccess) {
    return (
      <div className={styles.center}>
        <span className={`${styles.bigIcon} ${styles.success}`}>
          <IconCheckCircle size={32} />
        </span>
        <p role="status">{t('auth.reset.done')}</p>
        <ButtonLink to={paths.login.getHref()} size="lg" block>
          {t('auth.reset.toLogin')}
        </ButtonLink>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string | undefined> = {
      password: passwordRules(password).valid ? undefined : t('weak_password', { ns: 'errors', min: ACCOUNT.passwordMinLength }),
      confirmPassword: confirmPassword === password ? undefined : t('password_mismatch', { ns: 'errors' }),
    };
    setClientErrors(found);
    if (found.password || found.confirmPassword) return;
    // The server ends every session of the account on a password reset.
    confirm.mutate({ token, password }, { onSuccess: () => queryClient.setQueryData(meQueryKey, null) });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <ErrorBanner>{errors.form}</ErrorBanner>
      <PasswordField
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.field('password')}
        hint={<PasswordHints password={password} />}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        error={errors.field('confirmPassword')}
      />
      <Button type="submit" size="lg" block loading={confirm.isPending}>
        {t('auth.reset.confirmSubmit')}
      </Button>
    </form>
  );
}
