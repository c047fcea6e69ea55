import { ADMIN } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconCheckCircle, IconLock } from '#web/components/icons.tsx';
import { useSetAccessCode } from '../../api/set-access-code.ts';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors.ts';
import { AccessCodeField } from '../ui/access-code-field.tsx';
import layout from '../ui/page-layout.module.css';

const EMPTY = { current: '', next: '', confirm: '' };

/** Changes my personal access code; the current one is required, and the change is audited. */
export function ChangeCodeForm() {
  const { t } = useTranslation('admin');
  const change = useSetAccessCode();
  const [values, setValues] = useState(EMPTY);
  const [checked, setChecked] = useState(false);
  const tooShort = values.next.length < ADMIN.accessCodeMinLength;
  const errors = useAdminFormErrors(change.error, {
    fields: ['currentCode', 'newCode'],
    fieldOfCode: { access_code_invalid: 'currentCode' },
    unexpected: t('security.code.failed'),
    client: checked
      ? {
          currentCode: values.current ? undefined : t('required', { ns: 'errors' }),
          newCode: tooShort ? t('access_code_too_short', { ns: 'errors', min: ADMIN.accessCodeMinLength }) : undefined,
          confirmCode: !tooShort && values.next !== values.confirm ? t('gate.create.mismatch') : undefined,
        }
      : {},
  });
  /** The value, the setter and the error of one of the three fields. */
  const bind = (name: keyof typeof EMPTY, errorField: string) => ({
    value: values[name],
    onChange: (value: string) => setValues((old) => ({ ...old, [name]: value })),
    error: errors.field(errorField),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!values.current || tooShort || values.next !== values.confirm) return;
    change.mutate(
      { currentCode: values.current, newCode: values.next },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setChecked(false);
        },
      },
    );
  };

  return (
    <Card title={t('security.code.title')} icon={<IconLock size={16} />}>
      <form className={layout.form} onSubmit={onSubmit} noValidate>
        <p className={layout.muted}>{t('security.code.text')}</p>
        {change.isSuccess ? (
          <Banner tone="success" icon={<IconCheckCircle />}>
            {t('security.code.done')}
          </Banner>
        ) : null}
        <ErrorBanner>{errors.form}</ErrorBanner>
        <AccessCodeField label={t('security.code.current')} autoComplete="current-password" {...bind('current', 'currentCode')} />
        <AccessCodeField label={t('security.code.new')} autoComplete="new-password" hint={t('gate.create.hint', { min: ADMIN.accessCodeMinLength })} {...bind('next', 'newCode')} />
        <AccessCodeField label={t('security.code.confirm')} autoComplete="new-password" {...bind('confirm', 'confirmCode')} />
        <Button type="submit" loading={change.isPending}>
          {t('security.code.submit')}
        </Button>
      </form>
    </Card>
  );
}
