import { AD_PLACEMENTS, LANGUAGES } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { IconCheckCircle, IconImage } from '#web/components/icons.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import layout from '../ui/page-layout.module.css';
import { SelectField } from '../ui/select-field.tsx';
import { useCreateAd, type NewAd } from '../../api/create-ad.ts';
import styles from './ads-page.module.css';

const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Create an ad: placement, title, https link, languages, schedule, optional image. */
export function AdForm() {
  const { t } = useTranslation('admin-ads');
  const errorText = useApiErrorText();
  const create = useCreateAd();
  const [placement, setPlacement] = useState<NewAd['placement']>('dashboard');
  const [title, setTitle] = useState('');
  const [link, setLink] = useState('https://');
  const [languages, setLanguages] = useState<string[]>([...LANGUAGES]);
  const [startsAt, setStartsAt] = useState(() => localInput(new Date()));
  const [endsAt, setEndsAt] = useState(() => localInput(new Date(Date.now() + 30 * 86_400_000)));
  const [image, setImage] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);

  const toggleLanguage = (language: string, on: boolean) =>
    setLanguages((current) => (on ? [...current, language] : current.filter((value) => value !== language)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { placement, title, link, languages, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(endsAt).toISOString(), active: true, image },
      {
        onSuccess: () => {
          setTitle('');
          setLink('https://');
          setImage(null);
          setFormKey((key) => key + 1);
        },
      },
    );
  };
  return (
    <form key={formKey} className={layout.form} onSubmit={submit}>
      <SelectField
        label={t('fields.placement')}
        value={placement}
        onChange={(event) => setPlacement(event.target.value as NewAd['placement'])}
        options={AD_PLACEMENTS.map((value) => ({ value, label: t(`placements.${value}`) }))}
      />
      <Field label={t('fields.title')} value={title} maxLength={120} onChange={(event) => setTitle(event.target.value)} required />
      <Field label={t('fields.link')} type="url" value={link} onChange={(event) => setLink(event.target.value)} hint={t('fields.linkHint')} required />
      <fieldset className={styles.languages}>
        <legend>{t('fields.languages')}</legend>
        {LANGUAGES.map((language) => (
          <label key={language} className={styles.check}>
            <input type="checkbox" checked={languages.includes(language)} onChange={(event) => toggleLanguage(language, event.target.checked)} />
            {language.toUpperCase()}
          </label>
        ))}
      </fieldset>
      <div className={styles.dates}>
        <Field label={t('fields.startsAt')} type="datetime-local" value={startsAt} onChange={(event) => setStartsAt(event.target.value)} required />
        <Field label={t('fields.endsAt')} type="datetime-local" value={endsAt} onChange={(event) => setEndsAt(event.target.value)} required />
      </div>
      <label className={styles.file}>
        <IconImage size={18} />
        <span>{image ? image.name : t('fields.image')}</span>
        <input className="visually-hidden" type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => setImage(event.target.files?.[0] ?? null)} />
      </label>
      {create.isSuccess ? (
        <Banner tone="success" icon={<IconCheckCircle />}>
          {t('created')}
        </Banner>
      ) : null}
      {create.error ? (
        <ErrorBanner>
          {errorText(create.error)}
        </ErrorBanner>
      ) : null}
      <Button type="submit" loading={create.isPending} disabled={!title.trim() || languages.length === 0}>
        {t('create')}
      </Button>
    </form>
  );
}
