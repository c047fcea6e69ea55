import { ADMIN } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { IconAlert } from '#web/components/icons.tsx';
import { useSetAccessCode } from '../../api/set-access-code.ts';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors.ts';
import styles from './access-gate.module.css';

/** First entry: the admin chooses a personal code (≥ 6 characters, stored hashed); it also unlocks. */
export function CreateCodeForm() {
  const { t } = useTranslation('admin');
  const create = useSetAccessCode();
  const [code, setCode] = useState('');
  const [confirm, setConfirm] = useState('');
  const [checked, setChecked] = useState(false);

  const tooShort = code.length < ADMIN.accessCodeMinLength;
  const client = checked
    ? {
        newCode: tooShort ? t('access_code_too_short', { ns: 'errors', min: ADMIN.accessCodeMinLength }) : undefined,
        confirmCode: !tooShort && code !== confirm ? t('gate.create.mismatch') : undefined,
      }
    : {};
  const errors = useAdminFormErrors(create.error, { fields: ['newCode'], client });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (tooShort || code !== confirm) return;
    create.mutate({ newCode: code });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {errors.form ? (
        <Banner tone="error" icon={<IconAlert />}>
          {errors.form}
        </Banner>
      ) : null}
      <Field
        label={t('gate.create.code')}
        type="password"
        autoComplete="new-password"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        maxLength={ADMIN.accessCodeMaxLength}
        hint={t('gate.create.hint', { min: ADMIN.accessCodeMinLength })}
        error={errors.field('newCode')}
        autoFocus
      />
      <Field
        label={t('gate.create.confirm')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        maxLength={ADMIN.accessCodeMaxLength}
        error={errors.field('confirmCode')}
      />
      <Button type="submit" size="lg" block loading={create.isPending}>
        {t('gate.create.submit')}
      </Button>
    </form>
  );
}
