import { useTranslation } from '#web/lib/use-translation.ts';
import { Logo } from '#web/components/logo.tsx';
import styles from './page-fallback.module.css';

/** Shown while a page's code or the session loads. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback} role="status" aria-live="polite" data-page-fallback>
      <div className={styles.logo}>
        <Logo size={56} />
      </div>
      <span className={styles.label}>{t('common.loading')}</span>
    </div>
  );
}
