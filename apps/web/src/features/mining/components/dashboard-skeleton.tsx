import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './dashboard-skeleton.module.css';

/** Placeholder shapes of the dashboard while the mining state loads. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-label={t('common.loading')}>
      <div className={`${styles.block} ${styles.title}`} />
      <div className={styles.ring} />
      <div className={`${styles.block} ${styles.card}`} />
      <div className={`${styles.block} ${styles.tall}`} />
    </div>
  );
}
