import { ACCOUNT } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import type { GuestState } from '#web/lib/auth/location-state.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { BotCheckStatus } from '#web/components/bot-check-status.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { PasswordField } from '#web/components/password-field.tsx';
import { isLanguage } from '#web/lib/language-storage.ts';
import { useRegister } from '../api/register.ts';
import { useFormErrors } from '../hooks/use-form-errors.ts';
import { passwordRules } from '../hooks/use-password-rules.ts';
import styles from './form.module.css';
import { PasswordHints } from './password-hints.tsx';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Values {
  nickname: string;
  email: string;
  password: string;
  confirmPassword: string;
  referralCode: string;
}

/**
 * Sign-up with the rules of @fre/domain checked before sending and the server's errors per field. The
 * bot challenge (decision 021) starts solving when the form is first focused, so that submitting
 * usually finds it done.
 */
export function RegisterForm({ referralCode = '' }: { referralCode?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutation: register, challenge } = useRegister();
  const [values, setValues] = useState<Values>({ nickname: '', email: '', password: '', confirmPassword: '', referralCode });
  const [clientErrors, setClientErrors] = useState<Record<string, string | undefined>>({});
  const errors = useFormErrors(register.error, clientErrors);

  const bind = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setClientErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: errors.field(name),
  });

  const validate = (): Record<string, string | undefined> => {
    const found: Record<string, string | undefined> = {};
    const nickname = values.nickname.trim();
    if (!nickname) found.nickname = t('required', { ns: 'errors' });
    else if (nickname.length < ACCOUNT.nicknameMinLength || nickname.length > ACCOUNT.nicknameMaxLength)
      found.nickname = t('nickname_invalid', { ns: 'errors', min: ACCOUNT.nicknameMinLength, max: ACCOUNT.nicknameMaxLength });
    if (!EMAIL_SHAPE.test(values.email.trim())) found.email = t('invalid_email', { ns: 'errors' });
    if (!passwordRules(values.password).valid) found.password = t('weak_password', { ns: 'errors', min: ACCOUNT.passwordMinLength });
    if (values.confirmPassword !== values.password) found.confirmPassword = t('password_mismatch', { ns: 'errors' });
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setClientErrors(found);
    if (Object.values(found).some(Boolean)) return;
    register.reset();
    const referral = values.referralCode.trim();
    register.mutate(
      {
        nickname: values.nickname.trim(),
        email: values.email.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...(referral ? { referralCode: referral } : {}),
        language: isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr',
      },
      {
        onSuccess: ({ user }, { email }) => {
          // The "check your inbox" step; RegisterSuccess hands the user to the app on continue.
          const state: GuestState = { registered: { user, email } };
          void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state });
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={challenge.prepare} noValidate>
      <ErrorBanner>{errors.form}</ErrorBanner>
      <Field label={t('auth.fields.nickname')} autoComplete="username" required {...bind('nickname')} />
      <Field label={t('auth.fields.email')} type="email" inputMode="email" autoComplete="email" required {...bind('email')} />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="new-password"
        required
        hint={<PasswordHints password={values.password} />}
        {...bind('password')}
      />
      <PasswordField label={t('auth.fields.confirmPassword')} autoComplete="new-password" required {...bind('confirmPassword')} />
      <Field
        label={t('auth.fields.referralCode')}
        autoCapitalize="characters"
        autoComplete="off"
        hint={t('auth.register.referralHint')}
        {...bind('referralCode')}
      />
      <Button type="submit" size="lg" block loading={register.isPending}>
        {challenge.solving ? t('common.botCheck') : t('auth.register.submit')}
      </Button>
      <BotCheckStatus solving={challenge.solving} />
    </form>
  );
}
