import { ACCOUNT, TWO_STEP, type PasskeyAuthenticationResponse } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { PasswordField } from '#web/components/password-field.tsx';
import { OneTimeCodeField } from '#web/components/one-time-code-field.tsx';
import { IconCheckCircle, IconLock } from '#web/components/icons.tsx';
import { useFormErrors } from '#web/features/account/sign-in/hooks/use-form-errors.ts';
import { passwordRules } from '#web/features/account/sign-in/hooks/use-password-rules.ts';
import { PasswordHints } from '#web/features/account/sign-in/components/password-hints.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { PasskeyConfirmButton } from '#web/features/account/passkeys/components/passkey-confirm-button.tsx';
import { useTwoStepStatus } from '#web/features/account/two-step/api/get-two-step-status.ts';
import { useChangePassword } from '../api/change-password.ts';
import styles from './password-card.module.css';

/**
 * Changes the password with the current one, and the app's code or a passkey when the account has
 * a second factor (decision 039); every other device is then signed out. An account made in
 * Telegram has none (`hasPassword` false, decision 045): it sets its first one, without a current
 * one; the server wants a re-authenticated session for that, which the API client asks for (the
 * app's dialog: Telegram with the app's code), so no code is asked here unless the server does.
 */
export function PasswordCard({ hasPassword, id }: { hasPassword: boolean; id?: string }) {
  const { t } = useTranslation('security');
  const change = useChangePassword();
  const twoStep = useTwoStepStatus();
  // What the last success did, kept after the user is read again (it then has a password).
  const [done, setDone] = useState<'changed' | 'set' | null>(null);
  // A wrong or missing code belongs to its field; the passkey's button shows once the server asked
  // for the person (with passkeys only, its refusal says to use one).
  const askedPerson = isApiError(change.error) && change.error.code.startsWith('second_factor');
  const asksCode = twoStep.data?.totp === true && (hasPassword || askedPerson);
  const [otp, setOtp] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string | undefined>>({});
  const errors = useFormErrors(change.error, clientErrors);

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setDone(null);
    if (change.isSuccess || change.isError) change.reset();
  };

  const send = (passkey?: PasskeyAuthenticationResponse) => {
    const found: Record<string, string | undefined> = {
      currentPassword: !hasPassword || currentPassword ? undefined : t('password.currentRequired'),
      newPassword: passwordRules(newPassword).valid ? undefined : t('weak_password', { ns: 'errors', min: ACCOUNT.passwordMinLength }),
      confirmPassword: confirmPassword === newPassword ? undefined : t('password_mismatch', { ns: 'errors' }),
      otp: asksCode && !passkey && !otp.trim() ? t('reauth.codeRequired') : undefined,
    };
    setClientErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const proof = passkey ? { passkey } : { otp: asksCode ? otp.trim() : undefined };
    change.mutate({ currentPassword: hasPassword ? currentPassword : undefined, newPassword, ...proof }, {
      onSuccess: () => {
        setDone(hasPassword ? 'changed' : 'set');
        setCurrentPassword('');
        setNewPassword('');
        setConfirmPassword('');
        setOtp('');
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const codeError = asksCode && askedPerson ? (change.error as Error).message : undefined;
  const formError = codeError ? undefined : errors.form;

  return (
    <Card title={t(hasPassword ? 'password.title' : 'password.setTitle')} icon={<IconLock size={16} />} id={id} tabIndex={-1}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{t(hasPassword ? 'password.intro' : 'password.setIntro')}</p>
        {hasPassword ? (
          <PasswordField
            label={t('password.current')}
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(event) => edit(setCurrentPassword)(event.target.value)}
            error={errors.field('currentPassword')}
          />
        ) : null}
        <PasswordField
          label={t('password.new')}
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(event) => edit(setNewPassword)(event.target.value)}
          error={errors.field('newPassword')}
          hint={<PasswordHints password={newPassword} />}
        />
        <PasswordField
          label={t('password.confirm')}
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => edit(setConfirmPassword)(event.target.value)}
          error={errors.field('confirmPassword')}
        />
        {asksCode ? (
          <OneTimeCodeField label={t('password.code')} hint={t('password.codeHint', { digits: TWO_STEP.digits })} value={otp} onChange={edit(setOtp)} error={errors.field('otp') ?? codeError} />
        ) : null}
        <ErrorBanner>{formError}</ErrorBanner>
        {done ? (
          <Banner tone="success" icon={<IconCheckCircle />}>
            {t(done === 'set' ? 'password.setDone' : 'password.done')}
          </Banner>
        ) : null}
        <Button type="submit" variant="secondary" loading={change.isPending} block>
          {t(hasPassword ? 'password.submit' : 'password.setSubmit')}
        </Button>
        {askedPerson ? <PasskeyConfirmButton onConfirmed={send} disabled={change.isPending} /> : null}
      </form>
    </Card>
  );
}
