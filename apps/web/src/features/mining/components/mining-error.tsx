import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconAlert, IconRefresh } from '#web/components/icons.tsx';
import styles from './mining-error.module.css';

/** The mining state could not load: a generic retry message. */
export function MiningError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Card className={styles.card} role="alert">
      <span className={styles.icon}>
        <IconAlert size={28} />
      </span>
      <p className={styles.text}>{t('mining.loadError')}</p>
      <Button variant="secondary" icon={<IconRefresh />} loading={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Card>
  );
}
