import { useTranslation } from '#web/lib/use-translation.ts';
import { IconCheckCircle } from '#web/components/icons.tsx';
import { KYC_STEPS, STEP_FIELDS, needsBack, type KycStep, type KycValues } from '../../kyc-form.ts';
import { formatDate } from '../../format-date.ts';
import styles from './steps.module.css';

const SECTIONS = ['identity', 'address', 'document', 'photos'] as const;

/** Step 5: everything at a glance, each section with a link back to its step. */
export function ReviewStep({ values, onEdit }: { values: KycValues; onEdit: (step: number) => void }) {
  const { t, i18n } = useTranslation('kyc');
  const shown = (field: string): string => {
    if (field === 'dateOfBirth') return values.dateOfBirth ? formatDate(values.dateOfBirth, i18n.language) : '';
    if (field === 'documentType') return t(`documentTypes.${values.documentType}.title`);
    const value = values[field as keyof KycValues];
    if (value instanceof File) return t('review.photoAdded');
    return typeof value === 'string' ? value.trim() : '';
  };
  const fieldsOf = (step: Exclude<KycStep, 'review'>) =>
    STEP_FIELDS[step].filter((field) => field !== 'documentBack' || needsBack(values.documentType));

  return (
    <div className={styles.fields}>
      {SECTIONS.map((step) => (
        <section key={step} className={styles.summary} aria-labelledby={`review-${step}`}>
          <div className={styles.summaryHead}>
            <h3 id={`review-${step}`} className={styles.summaryTitle}>
              {t(`steps.${step}.title`)}
            </h3>
            <button type="button" className={styles.edit} onClick={() => onEdit(KYC_STEPS.indexOf(step))}>
              {t('review.edit')}
              <span className="visually-hidden"> — {t(`steps.${step}.title`)}</span>
            </button>
          </div>
          <dl className={styles.list}>
            {fieldsOf(step).map((field) => (
              <div key={field} className={styles.row}>
                <dt>{t(`fields.${field}`)}</dt>
                <dd>
                  {step === 'photos' ? <IconCheckCircle size={16} /> : null}
                  {shown(field)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className={styles.consent}>{t('review.consent')}</p>
    </div>
  );
}
