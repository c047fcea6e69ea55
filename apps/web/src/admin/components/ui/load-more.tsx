import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import styles from './load-more.module.css';

interface LoadMoreProps {
  shown: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** Cursor pagination: how many rows are shown and a button for the next page. */
export function LoadMore({ shown, hasMore, loading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.bar}>
      <span className={`${styles.count} tabular`} aria-live="polite">
        {hasMore ? t('list.shown', { total: shown }) : t('list.all', { total: shown })}
      </span>
      {hasMore ? (
        <Button variant="secondary" loading={loading} onClick={onLoadMore}>
          {t('list.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
