import { useTranslation } from '#web/lib/use-translation.ts';
import { formatNumber } from '#web/lib/format.ts';
import styles from './upload-progress.module.css';

/** The photos on their way to the server: a bar and the percentage sent. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t, i18n } = useTranslation('kyc');
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const label = percent >= 100 ? t('upload.processing') : t('upload.sending', { percent: formatNumber(percent, i18n.language, 0) });
  return (
    <div className={styles.upload}>
      <div className={styles.track} role="progressbar" aria-label={t('upload.label')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={label}>
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.text} aria-live="polite">
        {label}
      </p>
    </div>
  );
}
