import { useTranslation } from '#web/lib/use-translation.ts';
import { IconCheckCircle } from '#web/components/icons.tsx';
import styles from './referred-by.module.css';

/** Who invited the player (the join form is gone once a referrer is set). */
export function ReferredBy({ nickname }: { nickname: string }) {
  const { t } = useTranslation('referrals');
  return (
    <p className={styles.line}>
      <IconCheckCircle size={18} />
      <span>{t('referredBy', { nickname })}</span>
    </p>
  );
}
