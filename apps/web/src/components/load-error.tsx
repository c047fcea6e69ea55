import { retryConnection } from '../lib/offline/reachability';
import { useOnline } from '../lib/offline/use-online';
import { useTranslation } from '../lib/use-translation';
import { Button } from './button';
import { IconAlert, IconRefresh } from './icons';
import styles from './load-error.module.css';

interface LoadErrorProps {
  text: string;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * Data could not load: what failed, in one sentence, and a retry button; offline, that this is why
 * (the page shows once the connection is back, by itself or with the button).
 */
export function LoadError({ text, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div className={styles.box} role="alert">
      <span className={styles.icon}>
        <IconAlert size={28} />
      </span>
      <p className={styles.text}>{text}</p>
      {online ? null : <p className={styles.offline}>{t('offline.pageHint')}</p>}
      <Button
        variant="secondary"
        icon={<IconRefresh />}
        loading={retrying}
        onClick={() => {
          // Asks the server at once, even when a request just found it out of reach.
          retryConnection();
          onRetry();
        }}
      >
        {t('common.retry')}
      </Button>
    </div>
  );
}
