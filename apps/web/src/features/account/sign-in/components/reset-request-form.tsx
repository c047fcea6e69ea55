import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { TextWithEmail } from '#web/components/email-address.tsx';
import { IconMail } from '#web/components/icons.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useFormErrors } from '../hooks/use-form-errors.ts';
import { EmailForm } from './email-form.tsx';
import styles from './form.module.css';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const { mutation: request, challenge } = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const errors = useFormErrors(request.error);

  if (request.isSuccess) {
    return (
      <div className={styles.center}>
        <span className={styles.bigIcon}>
          <IconMail size={32} />
        </span>
        <p role="status">
          <TextWithEmail email={email} text={(address) => t('auth.reset.sent', { email: address })} />
        </p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };

  return (
    <EmailForm
      email={email}
      onEmailChange={setEmail}
      emailAutoComplete="email"
      errors={errors}
      onSubmit={onSubmit}
      pending={request.isPending}
      solving={challenge.solving}
      submitLabel={t('auth.reset.requestSubmit')}
    />
  );
}
