import { TELEGRAM_USERNAME_LENGTH, type User } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { Field } from '#web/components/field.tsx';
import { IconCheckCircle, IconIdCard } from '#web/components/icons.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useUpdateProfile, type ProfileChanges } from '../api/update-profile.ts';
import styles from './profile-form.module.css';

const FIELD_OF_CODE: Record<string, 'nickname' | 'telegramUsername'> = {
  nickname_taken: 'nickname',
  nickname_invalid: 'nickname',
  telegram_invalid: 'telegramUsername',
};

/** Edit the nickname and the Telegram username (empty removes it). */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const errorText = useApiErrorText();
  const update = useUpdateProfile();
  const [nickname, setNickname] = useState(user.nickname);
  const [telegram, setTelegram] = useState(user.telegramUsername ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes: ProfileChanges = {};
    if (nickname.trim() !== user.nickname) changes.nickname = nickname.trim();
    const telegramValue = telegram.trim() === '' ? null : telegram.trim();
    if (telegramValue !== user.telegramUsername) changes.telegramUsername = telegramValue;
    if (Object.keys(changes).length === 0) return;
    update.mutate(changes);
  };

  const error = update.error;
  const fields: Record<string, string | undefined> = {};
  let formError: string | undefined;
  if (isApiError(error)) {
    for (const [name, fieldError] of Object.entries(error.fieldErrors)) fields[name] = fieldError.message;
    const field = FIELD_OF_CODE[error.code];
    if (field) fields[field] = errorText(error);
    else if (Object.keys(error.fieldErrors).length === 0) formError = errorText(error);
  } else if (error) formError = errorText(error);

  const dirty = nickname.trim() !== user.nickname || (telegram.trim() || null) !== user.telegramUsername;
  return (
    <Card title={t('form.title')} icon={<IconIdCard size={16} />}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          label={t('form.nickname')}
          value={nickname}
          onChange={(event) => {
            setNickname(event.target.value);
            update.reset();
          }}
          autoComplete="nickname"
          maxLength={20}
          error={fields.nickname}
        />
        <Field
          label={t('form.telegram')}
          value={telegram}
          onChange={(event) => {
            setTelegram(event.target.value);
            update.reset();
          }}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={33}
          placeholder="@username"
          hint={t('form.telegramHint', TELEGRAM_USERNAME_LENGTH)}
          error={fields.telegramUsername}
        />
        <ErrorBanner>{formError}</ErrorBanner>
        {update.isSuccess && !dirty ? (
          <Banner tone="success" icon={<IconCheckCircle />}>
            {t('form.saved')}
          </Banner>
        ) : null}
        <Button type="submit" variant="secondary" loading={update.isPending} disabled={!dirty} block>
          {t('form.save')}
        </Button>
      </form>
    </Card>
  );
}
