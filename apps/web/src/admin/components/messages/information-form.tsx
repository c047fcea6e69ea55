import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { IconCheckCircle, IconSend } from '#web/components/icons.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { usePublishInformation } from '../../api/publish-information-message.ts';
import layout from '../ui/page-layout.module.css';
import styles from './messages-page.module.css';

/** Publish an information message (listed on /information, announced by a toast). */
export function InformationForm() {
  const { t } = useTranslation('admin-messages');
  const errorText = useApiErrorText();
  const publish = usePublishInformation();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate({ title, content }, { onSuccess: () => (setTitle(''), setContent('')) });
  };
  return (
    <form className={layout.form} onSubmit={submit}>
      <Field label={t('fields.title')} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={120} required />
      <div className={`${layout.field} ${styles.field}`}>
        <label htmlFor="information-content">{t('fields.content')}</label>
        <textarea id="information-content" rows={5} value={content} maxLength={5000} onChange={(event) => setContent(event.target.value)} required />
      </div>
      {publish.isSuccess ? (
        <Banner tone="success" icon={<IconCheckCircle />}>
          {t('information.published')}
        </Banner>
      ) : null}
      {publish.error ? (
        <ErrorBanner>
          {errorText(publish.error)}
        </ErrorBanner>
      ) : null}
      <Button type="submit" icon={<IconSend size={18} />} loading={publish.isPending} disabled={!title.trim() || !content.trim()}>
        {t('information.publish')}
      </Button>
    </form>
  );
}
