import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner } from '#web/components/banner.tsx';
import { BotCheckStatus } from '#web/components/bot-check-status.tsx';
import { Button } from '#web/components/button.tsx';
import { TextWithEmail } from '#web/components/email-address.tsx';
import { Field } from '#web/components/field.tsx';
import { IconAlert, IconMail } from '#web/components/icons.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useFormErrors } from '../hooks/use-form-errors.ts';
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
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {errors.form ? (
        <Banner tone="error" icon={<IconAlert />}>
          {errors.form}
        </Banner>
      ) : null}
      <Field
        label={t('auth.fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.field('email')}
      />
      <Button type="submit" size="lg" block loading={request.isPending}>
        {challenge.solving ? t('common.botCheck') : t('auth.reset.requestSubmit')}
      </Button>
      <BotCheckStatus solving={challenge.solving} />
    </form>
  );
}
