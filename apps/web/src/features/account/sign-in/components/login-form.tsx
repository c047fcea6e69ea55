import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Banner } from '#web/components/banner.tsx';
import { BotCheckStatus } from '#web/components/bot-check-status.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { PasswordField } from '#web/components/password-field.tsx';
import { IconAlert } from '#web/components/icons.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useLogin } from '../api/login.ts';
import { useFormErrors } from '../hooks/use-form-errors.ts';
import styles from './form.module.css';
import { SecondFactorStep } from './second-factor-step.tsx';

/**
 * Email + password; once signed in, the guest guard returns the user where they were going. After
 * recent failures the server asks for a bot challenge: solved and sent again, the button says so.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { mutation: login, challenge } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [codeStep, setCodeStep] = useState(false);
  const errors = useFormErrors(login.error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email, password }, { onError: (error) => setCodeStep(isApiError(error) && error.code === 'second_factor_required') });
  };

  if (codeStep) {
    return (
      <SecondFactorStep
        onSubmit={(otp) => login.mutate({ email, password, otp })}
        onBack={() => {
          login.reset();
          setCodeStep(false);
        }}
        pending={login.isPending}
        error={isApiError(login.error) && login.error.code === 'second_factor_required' ? undefined : errors.form}
      />
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {errors.form ? (
        <Banner tone="error" icon={<IconAlert />}>
          {errors.form}
        </Banner>
      ) : null}
      <Field
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="username webauthn"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.field('email')}
      />
      <PasswordField
        label={t('auth.fields.password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.field('password')}
      />
      <div className={styles.row}>
        <Link className={styles.link} to={paths.resetPassword.getHref()}>
          {t('auth.login.forgot')}
        </Link>
      </div>
      <Button type="submit" size="lg" block loading={login.isPending}>
        {challenge.solving ? t('common.botCheck') : t('auth.login.submit')}
      </Button>
      <BotCheckStatus solving={challenge.solving} />
    </form>
  );
}
