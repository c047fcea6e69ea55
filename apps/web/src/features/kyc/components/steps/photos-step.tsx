import { useTranslation } from '#web/lib/use-translation.ts';
import { needsBack } from '../../kyc-form.ts';
import { PhotoInput } from '../photo-input.tsx';
import styles from './steps.module.css';
import type { StepProps } from './step-props.ts';

/** Step 4: the document's photos (no back for a passport) and a selfie holding the document. */
export function PhotosStep({ values, errors, onChange }: StepProps) {
  const { t } = useTranslation('kyc');
  const type = t(`documentTypes.${values.documentType}.title`);
  return (
    <div className={styles.fields}>
      <p className={styles.intro}>{t('photos.intro')}</p>
      <PhotoInput
        label={t('fields.documentFront')}
        hint={t(values.documentType === 'passport' ? 'photos.passportHint' : 'photos.frontHint', { type })}
        capture="environment"
        file={values.documentFront}
        error={errors.documentFront}
        onChange={(file) => onChange('documentFront', file)}
      />
      {needsBack(values.documentType) ? (
        <PhotoInput
          label={t('fields.documentBack')}
          hint={t('photos.backHint', { type })}
          capture="environment"
          file={values.documentBack}
          error={errors.documentBack}
          onChange={(file) => onChange('documentBack', file)}
        />
      ) : null}
      <PhotoInput
        label={t('fields.selfie')}
        hint={t('photos.selfieHint')}
        capture="user"
        file={values.selfie}
        error={errors.selfie}
        onChange={(file) => onChange('selfie', file)}
      />
    </div>
  );
}
