import type { Decision } from '@fre/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { PasswordField } from '#web/components/password-field.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useLogin } from '../api/login.ts';
import { useFormErrors } from '../hooks/use-form-errors.ts';
import { EmailForm } from './email-form.tsx';
import styles from './form.module.css';
import { SecondFactorStep } from './second-factor-step.tsx';

/**
 * Email + password; once signed in, the guest guard returns the user where they were going. After
 * recent failures the server asks for a bot challenge: solved and sent again, the button says so.
 */
/** What the page shows a banned account's owner under the form (composed by the app: the reason and the appeal). */
export type BannedNotice = (ban: { decision: Decision | null; email: string; password: string }) => ReactNode;

export function LoginForm({ bannedNotice }: { bannedNotice?: BannedNotice | undefined }) {
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

  const banned = isApiError(login.error) && login.error.code === 'account_banned';
  const ban = banned ? ((login.error as { details?: { decision?: Decision | null } }).details?.decision ?? null) : null;
  return (
    <>
      <EmailForm
        email={email}
        onEmailChange={setEmail}
        emailName="email"
        emailAutoComplete="username webauthn"
        errors={errors}
        onSubmit={onSubmit}
        pending={login.isPending}
        solving={challenge.solving}
        submitLabel={t('auth.login.submit')}
      >
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
      </EmailForm>
      {banned && bannedNotice ? bannedNotice({ decision: ban, email, password }) : null}
    </>
  );
}
