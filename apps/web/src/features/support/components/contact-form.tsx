import { SUPPORT_CATEGORIES } from '@fre/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconCheckCircle, IconImage, IconSend } from '#web/components/icons.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useCreateTicket, type NewTicket } from '../api/create-ticket.ts';
import styles from './support-page.module.css';

const MIN_MESSAGE = 10;

/** Contact form: category, message (at least 10 characters) and an optional screenshot. */
export function ContactForm() {
  const { t } = useTranslation('support');
  const errorText = useApiErrorText();
  const create = useCreateTicket();
  const ids = { category: useId(), message: useId(), file: useId(), error: useId() };
  const [category, setCategory] = useState<NewTicket['category']>('account');
  const [message, setMessage] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const [formKey, setFormKey] = useState(0);
  // A sent ticket empties the form (a new one, for the file field): the Send button that had the
  // focus is gone, so the confirmation takes it and is read out.
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (formKey > 0) sentRef.current?.focus();
  }, [formKey]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim().length < MIN_MESSAGE) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    create.mutate(
      { category, message: message.trim(), screenshot },
      {
        onSuccess: () => {
          setMessage('');
          setScreenshot(null);
          setFormKey((key) => key + 1);
        },
      },
    );
  };

  const serverError = create.error && !(isApiError(create.error) && create.error.code === 'validation_failed') ? errorText(create.error) : null;
  return (
    <Card title={t('form.title')} icon={<IconSend size={16} />}>
      <form key={formKey} className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={ids.category}>{t('form.category')}</label>
          <select id={ids.category} value={category} onChange={(event) => setCategory(event.target.value as NewTicket['category'])}>
            {SUPPORT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`categories.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.message}>{t('form.message')}</label>
          <textarea
            id={ids.message}
            rows={5}
            maxLength={4000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            placeholder={t('form.placeholder')}
            aria-invalid={tooShort || undefined}
            aria-describedby={tooShort ? ids.error : undefined}
          />
          {tooShort || (isApiError(create.error) && create.error.code === 'validation_failed') ? (
            <p id={ids.error} className={styles.error} role="alert">
              {t('form.tooShort', { min: MIN_MESSAGE })}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.file} className={styles.fileLabel}>
            <IconImage size={18} />
            {screenshot ? screenshot.name : t('form.screenshot')}
          </label>
          <input
            id={ids.file}
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => setScreenshot(event.target.files?.[0] ?? null)}
          />
          <p className={styles.muted}>{t('form.screenshotHint')}</p>
        </div>
        {create.isSuccess ? (
          <div ref={sentRef} tabIndex={-1}>
            <Banner tone="success" icon={<IconCheckCircle />}>
              {t('form.sent')}
            </Banner>
          </div>
        ) : null}
        <ErrorBanner>{serverError}</ErrorBanner>
        <Button type="submit" icon={<IconSend size={18} />} loading={create.isPending} block>
          {t('form.submit')}
        </Button>
      </form>
    </Card>
  );
}
