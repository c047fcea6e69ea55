import { useTranslation } from '../lib/use-translation';
import { Button } from './button';
import { IconAlert, IconRefresh } from './icons';
import styles from './load-error.module.css';

interface LoadErrorProps {
  text: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** Data could not load: what failed, in one sentence, and a retry button. */
export function LoadError({ text, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} role="alert">
      <span className={styles.icon}>
        <IconAlert size={28} />
      </span>
      <p className={styles.text}>{text}</p>
      <Button variant="secondary" icon={<IconRefresh />} loading={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
