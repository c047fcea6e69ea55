import { useTranslation } from '#web/lib/use-translation.ts';
import { needsBack } from '../../kyc-form.ts';
import { PhotoInput } from '../photo-input.tsx';
import styles from './steps.module.css';
import type { StepProps } from './step-props.ts';

/** Step 4: the document's photos (no back for a passport) and a selfie holding the document. */
export function PhotosStep({ values, errors, onChange }: StepProps) {
  const { t } = useTranslation('cashout');
  const type = t(`kyc.documentTypes.${values.documentType}.title`);
  return (
    <div className={styles.fields}>
      <p className={styles.intro}>{t('kyc.photos.intro')}</p>
      <PhotoInput
        label={t('kyc.fields.documentFront')}
        hint={t(values.documentType === 'passport' ? 'kyc.photos.passportHint' : 'kyc.photos.frontHint', { type })}
        capture="environment"
        file={values.documentFront}
        error={errors.documentFront}
        onChange={(file) => onChange('documentFront', file)}
      />
      {needsBack(values.documentType) ? (
        <PhotoInput
          label={t('kyc.fields.documentBack')}
          hint={t('kyc.photos.backHint', { type })}
          capture="environment"
          file={values.documentBack}
          error={errors.documentBack}
          onChange={(file) => onChange('documentBack', file)}
        />
      ) : null}
      <PhotoInput
        label={t('kyc.fields.selfie')}
        hint={t('kyc.photos.selfieHint')}
        capture="user"
        file={values.selfie}
        error={errors.selfie}
        onChange={(file) => onChange('selfie', file)}
      />
    </div>
  );
}
