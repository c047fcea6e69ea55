import { retryConnection } from '#web/lib/offline/reachability.ts';
import { useOnline } from '#web/lib/offline/use-online.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from './button.tsx';
import { IconAlert, IconRefresh } from './icons.tsx';
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
