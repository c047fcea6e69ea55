import { ADULT_AGE } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Field } from '#web/components/field.tsx';
import { latestAdultBirthDate } from '../../kyc-validation.ts';
import styles from './steps.module.css';
import type { StepProps } from './step-props.ts';

/** Step 1: the names, the date of birth (adults only), the nationality and the phone number. */
export function IdentityStep({ values, errors, onChange }: StepProps) {
  const { t } = useTranslation('kyc');
  return (
    <div className={styles.fields}>
      <div className={styles.pair}>
        <Field label={t('fields.firstName')} autoComplete="given-name" value={values.firstName} error={errors.firstName} onChange={(e) => onChange('firstName', e.target.value)} maxLength={80} />
        <Field label={t('fields.lastName')} autoComplete="family-name" value={values.lastName} error={errors.lastName} onChange={(e) => onChange('lastName', e.target.value)} maxLength={80} />
      </div>
      <Field
        label={t('fields.dateOfBirth')}
        type="date"
        autoComplete="bday"
        max={latestAdultBirthDate(new Date())}
        min="1900-01-01"
        value={values.dateOfBirth}
        error={errors.dateOfBirth}
        hint={t('hints.dateOfBirth', { age: ADULT_AGE })}
        onChange={(e) => onChange('dateOfBirth', e.target.value)}
      />
      <Field label={t('fields.nationality')} value={values.nationality} error={errors.nationality} onChange={(e) => onChange('nationality', e.target.value)} maxLength={60} />
      <Field
        label={t('fields.phoneNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+33 6 12 34 56 78"
        value={values.phoneNumber}
        error={errors.phoneNumber}
        hint={t('hints.phoneNumber')}
        onChange={(e) => onChange('phoneNumber', e.target.value)}
      />
    </div>
  );
}
