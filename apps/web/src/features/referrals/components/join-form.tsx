import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { Field } from '#web/components/field.tsx';
import { IconUsers } from '#web/components/icons.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useJoinReferral } from '../api/join-referral.ts';
import styles from './join-form.module.css';

/** Join a friend's group with their code (only while the player has no referrer). */
export function JoinForm() {
  const { t } = useTranslation('referrals');
  const errorText = useApiErrorText();
  const join = useJoinReferral();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setEmpty(!trimmed);
    if (trimmed) join.mutate(trimmed);
  };
  const fieldError = isApiError(join.error) ? join.error.fieldErrors.code?.message : undefined;
  const error = empty ? t('join.required') : join.error ? (fieldError ?? errorText(join.error)) : undefined;
  return (
    <Card title={t('join.title')} icon={<IconUsers size={16} />}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.lead}>{t('join.lead')}</p>
        <Field
          label={t('join.label')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setEmpty(false);
          }}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          placeholder={t('join.placeholder')}
          error={error}
        />
        <Button type="submit" variant="secondary" loading={join.isPending} block>
          {t('join.submit')}
        </Button>
      </form>
    </Card>
  );
}
