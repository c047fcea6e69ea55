import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUnlockAdmin } from '../../api/unlock-admin.ts';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors.ts';
import { AccessCodeField } from '../ui/access-code-field.tsx';
import { GateForm } from './gate-form.tsx';

/** Later entries: the personal code unlocks this login session (wrong codes are limited). */
export function UnlockForm() {
  const { t } = useTranslation('admin');
  const unlock = useUnlockAdmin();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const errors = useAdminFormErrors(unlock.error, {
    fields: ['code'],
    client: { code: empty ? t('required', { ns: 'errors' }) : undefined },
    fieldOfCode: { access_code_invalid: 'code' },
    unexpected: t('gate.unlock.failed'),
  });

  const onSubmit = () => {
    setEmpty(code === '');
    if (code === '') return;
    unlock.mutate(code, { onError: () => setCode('') });
  };

  return (
    <GateForm error={errors.form} pending={unlock.isPending} submitLabel={t('gate.unlock.submit')} onSubmit={onSubmit}>
      <AccessCodeField label={t('gate.unlock.code')} autoComplete="current-password" value={code} onChange={setCode} error={errors.field('code')} autoFocus />
    </GateForm>
  );
}
