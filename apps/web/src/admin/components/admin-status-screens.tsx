import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Logo } from '#web/components/logo.tsx';
import styles from './admin-status-screens.module.css';
import { LoadError } from './ui/query-state.tsx';

/** While the admin translations and the gate status load. */
export function AdminLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} role="status" aria-live="polite">
      <span className={styles.logo}>
        <Logo size={56} />
      </span>
      <span className={styles.label}>{t('common.loading')}</span>
    </div>
  );
}

/** The gate status could not be read (offline, or the admin role was withdrawn meanwhile). */
export function GateLoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.screen}>
      <div className={styles.box}>
        <LoadError error={error} onRetry={onRetry} retrying={retrying} />
        <Link to={paths.dashboard.getHref()} className={styles.link}>
          {t('shell.backToApp')}
        </Link>
      </div>
    </div>
  );
}
