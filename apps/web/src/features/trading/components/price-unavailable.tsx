import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconBarChart, IconRefresh } from '#web/components/icons.tsx';
import styles from './price-unavailable.module.css';

/** No current price (the price API is down or not configured): said plainly, never an invented number. */
export function PriceUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('price');
  return (
    <Card className={styles.card}>
      <div className={styles.box} role="status">
        <span className={styles.icon}>
          <IconBarChart size={28} />
        </span>
        <p className={styles.title}>{t('unavailable.title')}</p>
        <p className={styles.text}>{t('unavailable.text')}</p>
        <Button variant="secondary" icon={<IconRefresh />} loading={retrying} onClick={onRetry}>
          {t('unavailable.retry')}
        </Button>
      </div>
    </Card>
  );
}
