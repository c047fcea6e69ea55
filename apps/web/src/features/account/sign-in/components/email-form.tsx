import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { BotCheckStatus } from '#web/components/bot-check-status.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import type { useFormErrors } from '../hooks/use-form-errors.ts';
import styles from './form.module.css';

interface EmailFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Sign-in also offers the saved passkeys there (`username webauthn`). */
  emailAutoComplete: string;
  emailName?: string;
  errors: ReturnType<typeof useFormErrors>;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  /** The server asked for a bot challenge (decision 021) and it is being solved: the button says so. */
  solving: boolean;
  submitLabel: string;
  /** What stands between the address and the button (sign-in: the password and the "forgot" link). */
  children?: ReactNode;
}

/**
 * The guest forms that start with the address and end with a submit the server may hold behind a
 * bot challenge (sign-in, reset request): the form's error on top, the button and its live status below.
 */
export function EmailForm({ email, onEmailChange, emailAutoComplete, emailName, errors, onSubmit, pending, solving, submitLabel, children }: EmailFormProps) {
  const { t } = useTranslation();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <ErrorBanner>{errors.form}</ErrorBanner>
      <Field
        label={t('auth.fields.email')}
        type="email"
        name={emailName}
        autoComplete={emailAutoComplete}
        inputMode="email"
        required
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={errors.field('email')}
      />
      {children}
      <Button type="submit" size="lg" block loading={pending}>
        {solving ? t('common.botCheck') : submitLabel}
      </Button>
      <BotCheckStatus solving={solving} />
    </form>
  );
}
