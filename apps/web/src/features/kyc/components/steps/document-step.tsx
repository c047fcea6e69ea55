import { useTranslation } from '#web/lib/use-translation.ts';
import { Field } from '#web/components/field.tsx';
import { IconIdCard } from '#web/components/icons.tsx';
import { DOCUMENT_TYPES } from '../../kyc-form.ts';
import styles from './steps.module.css';
import type { StepProps } from './step-props.ts';

/** Step 3: which document (a passport needs no back photo) and its number. */
export function DocumentStep({ values, errors, onChange }: StepProps) {
  const { t } = useTranslation('kyc');
  return (
    <div className={styles.fields}>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('fields.documentType')}</legend>
        {DOCUMENT_TYPES.map((type) => (
          <label key={type} className={`${styles.choice} ${values.documentType === type ? styles.chosen : ''}`}>
            <input
              type="radio"
              name="documentType"
              value={type}
              className={styles.radio}
              checked={values.documentType === type}
              onChange={() => onChange('documentType', type)}
            />
            <IconIdCard size={22} />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{t(`documentTypes.${type}.title`)}</span>
              <span className={styles.choiceHint}>{t(`documentTypes.${type}.hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Field
        label={t('fields.documentNumber')}
        autoCapitalize="characters"
        spellCheck={false}
        value={values.documentNumber}
        error={errors.documentNumber}
        hint={t('hints.documentNumber')}
        onChange={(e) => onChange('documentNumber', e.target.value)}
        maxLength={32}
      />
    </div>
  );
}
