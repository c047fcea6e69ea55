import { MESSAGE_TYPES } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { IconCheckCircle, IconSend } from '#web/components/icons.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import layout from '../ui/page-layout.module.css';
import { SelectField } from '../ui/select-field.tsx';
import { usePublishGlobal, type GlobalInput } from '../../api/publish-global-message.ts';
import { GlobalPreview } from './global-preview.tsx';
import styles from './messages-page.module.css';

type MessageType = GlobalInput['type'];

/** Publish a global message (type, title, content, optional expiry) with a live preview. */
export function GlobalForm() {
  const { t } = useTranslation('admin-messages');
  const errorText = useApiErrorText();
  const publish = usePublishGlobal();
  const [type, setType] = useState<MessageType>('info');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [expiresAt, setExpiresAt] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate(
      { type, title, content, expiresAt: expiresAt ? new Date(expiresAt).toISOString() : null },
      {
        onSuccess: () => {
          setTitle('');
          setContent('');
          setExpiresAt('');
        },
      },
    );
  };

  return (
    <form className={layout.form} onSubmit={submit}>
      <SelectField
        label={t('global.type')}
        value={type}
        onChange={(event) => setType(event.target.value as MessageType)}
        options={MESSAGE_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
      />
      <Field label={t('fields.title')} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={120} required />
      <div className={`${layout.field} ${styles.field}`}>
        <label htmlFor="global-content">{t('fields.content')}</label>
        <textarea id="global-content" rows={4} value={content} maxLength={2000} onChange={(event) => setContent(event.target.value)} required />
      </div>
      <Field
        label={t('global.expiresAt')}
        type="datetime-local"
        value={expiresAt}
        onChange={(event) => setExpiresAt(event.target.value)}
        hint={t('global.expiresHint')}
      />
      <GlobalPreview type={type} title={title} content={content} />
      {publish.isSuccess ? (
        <Banner tone="success" icon={<IconCheckCircle />}>
          {t('global.published')}
        </Banner>
      ) : null}
      {publish.error ? (
        <ErrorBanner>
          {errorText(publish.error)}
        </ErrorBanner>
      ) : null}
      <Button type="submit" icon={<IconSend size={18} />} loading={publish.isPending} disabled={!title.trim() || !content.trim()}>
        {t('global.publish')}
      </Button>
    </form>
  );
}
