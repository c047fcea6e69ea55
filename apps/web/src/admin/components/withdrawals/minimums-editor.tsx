import { ERROR_PARAMS } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { formatNanoInput, parseTypedNano } from '#web/lib/format.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { IconCheckCircle } from '#web/components/icons.tsx';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useSetWithdrawalMinimums } from '../../api/set-withdrawal-minimums.ts';
import styles from './minimums-editor.module.css';

/** An amount typed in the language's format → nano-FRE digits; null unless positive with at most 9 decimals. */
function toNano(text: string, language: string): string | null {
  const nano = parseTypedNano(text, language);
  return nano !== null && nano > 0n ? nano.toString() : null;
}

/** The 11 minimums (levels 0 to 10) in FRE, saved together as nano strings after a confirmation. */
export function MinimumsEditor({ minimums }: { minimums: string[] }) {
  const { t, i18n } = useTranslation('admin-withdrawals');
  const save = useSetWithdrawalMinimums();
  const [values, setValues] = useState(() => minimums.map((nano) => formatNanoInput(nano, i18n.language)));
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState<'now' | 'scheduled' | null>(null);
  // Empty: at once. A date (the admin's local time) schedules the change (docs/decisions/063).
  const [effectiveAt, setEffectiveAt] = useState('');
  const effectiveIso = effectiveAt ? new Date(effectiveAt).toISOString() : undefined;
  const parsed = values.map((value) => toNano(value, i18n.language));
  const valid = parsed.every((value) => value !== null);
  const errors = useAdminFormErrors(save.error, { fields: ['effectiveAt'] });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setSaved(null);
    save.reset();
    if (valid) setConfirming(true);
  };
  const onConfirm = () =>
    save.mutate({ minimums: parsed as string[], effectiveAt: effectiveIso }, {
      onSuccess: () => {
        setSaved(effectiveIso ? 'scheduled' : 'now');
        setChecked(false);
      },
      onSettled: () => setConfirming(false),
    });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="minimums-title">
      <div className={styles.head}>
        <h2 id="minimums-title" className={styles.title}>
          {t('minimums.title')}
        </h2>
        <p className={styles.description}>{t('minimums.description')}</p>
      </div>
      {saved ? (
        <Banner tone="success" icon={<IconCheckCircle />}>
          {saved === 'scheduled' ? t('minimums.scheduled') : t('minimums.saved')}
        </Banner>
      ) : null}
      <ErrorBanner>{errors.form}</ErrorBanner>
      <div className={styles.grid}>
        {values.map((value, level) => (
          <Field
            key={level}
            label={t('minimums.level', { level })}
            inputMode="decimal"
            value={value}
            error={checked && parsed[level] === null ? t('invalid_amount', { ns: 'errors', ...ERROR_PARAMS.invalid_amount }) : undefined}
            onChange={(event) => {
              const next = [...values];
              next[level] = event.target.value;
              setValues(next);
            }}
          />
        ))}
      </div>
      <Field
        label={t('minimums.effectiveAt')}
        hint={t('minimums.effectiveAtHint')}
        type="datetime-local"
        value={effectiveAt}
        error={errors.field('effectiveAt')}
        onChange={(event) => setEffectiveAt(event.target.value)}
      />
      <div>
        <Button type="submit">{t('minimums.save')}</Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('minimums.confirmTitle')}
        confirmLabel={t('minimums.confirm')}
        pending={save.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('minimums.confirmText')}</p>
      </ConfirmDialog>
    </form>
  );
}
