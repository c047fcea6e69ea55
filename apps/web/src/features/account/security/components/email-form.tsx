import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useFormErrors } from '#web/features/account/sign-in/hooks/use-form-errors.ts';
import { useAddEmail } from '../api/add-email.ts';
import styles from './email-card.module.css';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface EmailFormProps {
  intro: string;
  /** The field's label: "Email address" for a first one, "New email address" for a change. */
  label?: string;
  submitLabel: string;
  /** The account's address, for a change: the same one is refused here. */
  current?: string;
  /** Puts the focus in the field once shown (opened on request, not on the page's arrival). */
  autoFocus?: boolean;
  /** After the server took it (the user it answered is in the cache): the address the link went to. */
  onSent: (address: string) => void;
  onCancel?: () => void;
}

/**
 * An address sent to POST /api/me/email, after the person confirmed it is them (the API client asks):
 * the first address of an account made in Telegram, or the next one of any account. Its shape is
 * checked first; the server's refusals (in use, disposable) are said under the field.
 */
export function EmailForm({ intro, label, submitLabel, current, autoFocus, onSent, onCancel }: EmailFormProps) {
  const { t } = useTranslation('security');
  const add = useAddEmail();
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string>();
  const errors = useFormErrors(add.error, { email: clientError });
  const form = useRef<HTMLFormElement>(null);
  // The page is already where the card is (scrolled there by the list): the focus alone moves.
  useEffect(() => {
    if (autoFocus) form.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [autoFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    let invalid = EMAIL_SHAPE.test(address) ? undefined : t('invalid_email', { ns: 'errors' });
    if (!invalid && current !== undefined && address.toLowerCase() === current.toLowerCase()) invalid = t('email.sameAddress');
    setClientError(invalid);
    if (invalid) return;
    add.mutate(address, { onSuccess: () => onSent(address) });
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{intro}</p>
      <Field
        label={label ?? t('email.label')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setClientError(undefined);
          if (add.isError) add.reset();
        }}
        error={errors.field('email')}
        hint={t('email.hint')}
      />
      <ErrorBanner>{errors.form}</ErrorBanner>
      <Button type="submit" variant="secondary" loading={add.isPending} block>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="ghost" block onClick={onCancel} disabled={add.isPending}>
          {t('email.cancel')}
        </Button>
      ) : null}
    </form>
  );
}
