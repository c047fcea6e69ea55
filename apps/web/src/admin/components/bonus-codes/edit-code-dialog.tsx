import { BONUS_CODE, FRE_DECIMALS } from '@fre/domain';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Field } from '#web/components/field.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import type { AdminBonusCode } from '../../api/get-bonus-codes.ts';
import { useUpdateBonusCode, type BonusCodeChanges } from '../../api/update-bonus-code.ts';
import { formatDecimal, isWholeNumber, rewardFromApi, rewardToApi } from './bonus-code-values.ts';
import styles from './bonus-codes-page.module.css';

const FIELDS = ['rewardValue', 'duration', 'maxUses'] as const;

/** Edits a code's reward, boost duration and use limit; saves only what changed (audited). */
export function EditCodeDialog({ code, onClose }: { code: AdminBonusCode; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-bonus-codes');
  const update = useUpdateBonusCode();
  const [rewardValue, setRewardValue] = useState(() => formatDecimal(rewardFromApi(code.type, code.rewardValue), i18n.language));
  const [duration, setDuration] = useState(String(code.duration));
  const [maxUses, setMaxUses] = useState(String(code.maxUses));

  const apiReward = rewardToApi(code.type, rewardValue, i18n.language);
  const rewardValid = apiReward !== null;
  const durationValid = code.type !== 'boost' || isWholeNumber(duration, 1, BONUS_CODE.maxDurationHours);
  const maxUsesValid = isWholeNumber(maxUses, Math.max(1, code.currentUses), BONUS_CODE.maxUses);
  const errors = useAdminFormErrors(update.error, {
    fields: FIELDS,
    client: {
      rewardValue: rewardValid ? undefined : t('form.rewardInvalid', { decimals: FRE_DECIMALS }),
      duration: durationValid ? undefined : t('form.durationInvalid', { max: formatNumber(BONUS_CODE.maxDurationHours, i18n.language) }),
      maxUses: maxUsesValid ? undefined : t('edit.maxUsesMin', { used: code.currentUses }),
    },
  });

  const changes: BonusCodeChanges = {};
  if (apiReward !== null && apiReward !== code.rewardValue) changes.rewardValue = apiReward;
  if (code.type === 'boost' && durationValid && Number(duration) !== code.duration) changes.duration = Number(duration);
  if (maxUsesValid && Number(maxUses) !== code.maxUses) changes.maxUses = Number(maxUses);
  const nothing = Object.keys(changes).length === 0;

  const onConfirm = () => {
    if (!rewardValid || !durationValid || !maxUsesValid || nothing) return;
    update.mutate({ id: code.id, changes }, { onSuccess: onClose });
  };

  return (
    <ConfirmDialog
      open
      title={t('edit.title', { code: code.code })}
      confirmLabel={t('edit.save')}
      pending={update.isPending}
      error={errors.form}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <div className={styles.form}>
        <Field
          label={t(`form.rewardValue.${code.type}`)}
          inputMode="decimal"
          value={rewardValue}
          onChange={(event) => setRewardValue(event.target.value)}
          error={errors.field('rewardValue')}
        />
        {code.type === 'boost' ? (
          <Field
            label={t('form.duration')}
            inputMode="numeric"
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
            error={errors.field('duration')}
          />
        ) : null}
        <Field
          label={t('form.maxUses')}
          inputMode="numeric"
          value={maxUses}
          onChange={(event) => setMaxUses(event.target.value)}
          hint={t('edit.maxUsesMin', { used: code.currentUses })}
          error={errors.field('maxUses')}
        />
        <p className={styles.muted}>{nothing ? t('edit.nothing') : t('edit.audited')}</p>
      </div>
    </ConfirmDialog>
  );
}
