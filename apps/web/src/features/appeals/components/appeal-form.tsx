import { APPEALS } from '@fre/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import styles from './decision-notice.module.css';

interface AppealFormProps {
  /** Sends the text; the caller's mutation (signed in, or from the sign-in page with the password). */
  onSend: (text: string) => void;
  pending: boolean;
  error: unknown;
  /** Said under the field (the sign-in page: what proves the account is yours). */
  extra?: ReactNode;
  /** The button's text while a bot challenge is solved. */
  busyLabel?: string | undefined;
}

/** The one appeal of a decision: a text between APPEALS' bounds, checked here and by the server. */
export function AppealForm({ onSend, pending, error, extra, busyLabel }: AppealFormProps) {
  const { t } = useTranslation('appeals');
  const errorText = useApiErrorText();
  const ids = { text: useId(), hint: useId(), error: useId() };
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const bounds = { min: APPEALS.textMinLength, max: APPEALS.textMaxLength };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    setTooShort(trimmed.length < APPEALS.textMinLength);
    if (trimmed.length >= APPEALS.textMinLength) onSend(trimmed);
  };
  const fieldError = tooShort || (isApiError(error) && error.code === 'validation_failed');
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {error && !fieldError ? <ErrorBanner>{errorText(error)}</ErrorBanner> : null}
      <div className={styles.field}>
        <label htmlFor={ids.text}>{t('form.label')}</label>
        <textarea
          id={ids.text}
          rows={4}
          maxLength={APPEALS.textMaxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={fieldError || undefined}
          aria-describedby={fieldError ? `${ids.error} ${ids.hint}` : ids.hint}
        />
        <p id={ids.hint} className={styles.muted}>
          {t('form.hint', bounds)}
        </p>
        {fieldError ? (
          <p id={ids.error} className={styles.error} role="alert">
            {t('form.hint', bounds)}
          </p>
        ) : null}
      </div>
      {extra}
      <Button type="submit" loading={pending}>
        {busyLabel ?? t('form.submit')}
      </Button>
    </form>
  );
}
