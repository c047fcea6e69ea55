import { BONUS_CODE, BONUS_CODE_PATTERN, BONUS_TYPES, BOOST_DEFAULT_DURATION_HOURS, FRE_DECIMALS, type BonusType } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { IconCheckCircle } from '#web/components/icons.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors.ts';
import layout from '../ui/page-layout.module.css';
import { SelectField } from '../ui/select-field.tsx';
import { useCreateBonusCode } from '../../api/create-bonus-code.ts';
import { isWholeNumber, rewardToApi } from './bonus-code-values.ts';
import styles from './bonus-codes-page.module.css';

const FIELDS = ['code', 'type', 'rewardValue', 'duration', 'maxUses', 'isActive'] as const;

/** Creates a code: text, reward type and value, boost duration, use limit, active or not. */
export function BonusCodeForm() {
  const { t, i18n } = useTranslation('admin-bonus-codes');
  const number = (value: number) => formatNumber(value, i18n.language);
  const create = useCreateBonusCode();
  const [code, setCode] = useState('');
  const [type, setType] = useState<BonusType>('fre');
  const [rewardValue, setRewardValue] = useState('');
  const [duration, setDuration] = useState(String(BOOST_DEFAULT_DURATION_HOURS));
  const [maxUses, setMaxUses] = useState('100');
  const [isActive, setIsActive] = useState(true);
  const [submitted, setSubmitted] = useState(false);

  const normalizedCode = code.trim().toUpperCase();
  const apiReward = rewardToApi(type, rewardValue, i18n.language);
  const client = submitted
    ? {
        code: BONUS_CODE_PATTERN.test(normalizedCode) ? undefined : t('form.codeInvalid', { min: BONUS_CODE.minLength, max: BONUS_CODE.maxLength }),
        rewardValue: apiReward !== null ? undefined : t('form.rewardInvalid', { decimals: FRE_DECIMALS }),
        duration: type !== 'boost' || isWholeNumber(duration, 1, BONUS_CODE.maxDurationHours) ? undefined : t('form.durationInvalid', { max: number(BONUS_CODE.maxDurationHours) }),
        maxUses: isWholeNumber(maxUses, 1, BONUS_CODE.maxUses) ? undefined : t('form.maxUsesInvalid', { max: number(BONUS_CODE.maxUses) }),
      }
    : {};
  const errors = useAdminFormErrors(create.error, { fields: FIELDS, client, fieldOfCode: { code_taken: 'code' } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const valid =
      BONUS_CODE_PATTERN.test(normalizedCode) &&
      apiReward !== null &&
      (type !== 'boost' || isWholeNumber(duration, 1, BONUS_CODE.maxDurationHours)) &&
      isWholeNumber(maxUses, 1, BONUS_CODE.maxUses);
    if (!valid) {
      create.reset();
      return;
    }
    create.mutate(
      {
        code: normalizedCode,
        type,
        rewardValue: apiReward!,
        ...(type === 'boost' ? { duration: Number(duration) } : {}),
        maxUses: Number(maxUses),
        isActive,
      },
      {
        onSuccess: () => {
          setSubmitted(false);
          setCode('');
          setRewardValue('');
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Field
        label={t('form.code')}
        value={code}
        maxLength={BONUS_CODE.maxLength}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setCode(event.target.value)}
        hint={t('form.codeHint', { min: BONUS_CODE.minLength, max: BONUS_CODE.maxLength })}
        error={errors.field('code')}
      />
      <SelectField
        label={t('form.type')}
        value={type}
        onChange={(event) => setType(event.target.value as BonusType)}
        options={BONUS_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
      />
      <Field
        label={t(`form.rewardValue.${type}`)}
        inputMode="decimal"
        value={rewardValue}
        onChange={(event) => setRewardValue(event.target.value)}
        hint={t('form.rewardHint', { decimals: FRE_DECIMALS })}
        error={errors.field('rewardValue')}
      />
      {type === 'boost' ? (
        <Field
          label={t('form.duration')}
          inputMode="numeric"
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
          hint={t('form.durationHint', { hours: number(BOOST_DEFAULT_DURATION_HOURS), max: number(BONUS_CODE.maxDurationHours) })}
          error={errors.field('duration')}
        />
      ) : null}
      <Field
        label={t('form.maxUses')}
        inputMode="numeric"
        value={maxUses}
        onChange={(event) => setMaxUses(event.target.value)}
        error={errors.field('maxUses')}
      />
      <label className={layout.check}>
        <input type="checkbox" checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />
        {t('form.active')}
      </label>
      {create.isSuccess ? (
        <Banner tone="success" icon={<IconCheckCircle />}>
          {t('form.created', { code: create.data.code })}
        </Banner>
      ) : null}
      <ErrorBanner>{errors.form}</ErrorBanner>
      <Button type="submit" loading={create.isPending}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
