import { useTranslation } from '#web/lib/use-translation.ts';
import { Field } from '#web/components/field.tsx';
import styles from './steps.module.css';
import type { StepProps } from './step-props.ts';

/** Step 2: the postal address, as written on a utility bill. */
export function AddressStep({ values, errors, onChange }: StepProps) {
  const { t } = useTranslation('kyc');
  return (
    <div className={styles.fields}>
      <Field label={t('fields.address')} autoComplete="street-address" value={values.address} error={errors.address} onChange={(e) => onChange('address', e.target.value)} maxLength={200} />
      <div className={styles.pair}>
        <Field label={t('fields.postalCode')} autoComplete="postal-code" value={values.postalCode} error={errors.postalCode} onChange={(e) => onChange('postalCode', e.target.value)} maxLength={12} />
        <Field label={t('fields.city')} autoComplete="address-level2" value={values.city} error={errors.city} onChange={(e) => onChange('city', e.target.value)} maxLength={100} />
      </div>
      <Field label={t('fields.country')} autoComplete="country-name" value={values.country} error={errors.country} onChange={(e) => onChange('country', e.target.value)} maxLength={60} />
    </div>
  );
}
