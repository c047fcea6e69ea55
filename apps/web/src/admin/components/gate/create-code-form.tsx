import { ADMIN } from '@fre/domain';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useSetAccessCode } from '../../api/set-access-code.ts';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors.ts';
import { AccessCodeField } from '../ui/access-code-field.tsx';
import { GateForm } from './gate-form.tsx';

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
  const errors = useAdminFormErrors(create.error, { fields: ['newCode'], client, unexpected: t('gate.create.failed') });

  const onSubmit = () => {
    setChecked(true);
    if (tooShort || code !== confirm) return;
    create.mutate({ newCode: code });
  };

  return (
    <GateForm error={errors.form} pending={create.isPending} submitLabel={t('gate.create.submit')} onSubmit={onSubmit}>
      <AccessCodeField
        label={t('gate.create.code')}
        autoComplete="new-password"
        value={code}
        onChange={setCode}
        hint={t('gate.create.hint', { min: ADMIN.accessCodeMinLength })}
        error={errors.field('newCode')}
        autoFocus
      />
      <AccessCodeField label={t('gate.create.confirm')} autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.field('confirmCode')} />
    </GateForm>
  );
}
