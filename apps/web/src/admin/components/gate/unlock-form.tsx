import { ADMIN } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { IconAlert } from '#web/components/icons.tsx';
import { useUnlockAdmin } from '../../api/unlock-admin.ts';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors.ts';
import styles from './access-gate.module.css';

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
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setEmpty(code === '');
    if (code === '') return;
    unlock.mutate(code, { onError: () => setCode('') });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {errors.form ? (
        <Banner tone="error" icon={<IconAlert />}>
          {errors.form}
        </Banner>
      ) : null}
      <Field
        label={t('gate.unlock.code')}
        type="password"
        autoComplete="current-password"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        maxLength={ADMIN.accessCodeMaxLength}
        error={errors.field('code')}
        autoFocus
      />
      <Button type="submit" size="lg" block loading={unlock.isPending}>
        {t('gate.unlock.submit')}
      </Button>
    </form>
  );
}
