import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { IconAlert, IconRefresh } from '#web/components/icons.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import styles from './query-state.module.css';

/** Placeholder blocks while a page's data loads (designed, never blank). */
export function LoadingBlocks({ rows = 3, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-label={label ?? t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.block} />
      ))}
    </div>
  );
}

/** A failed load: the server's translated message and a retry button. */
export function LoadError({ error, onRetry, retrying = false }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  return (
    <div className={styles.error} role="alert">
      <span className={styles.errorIcon}>
        <IconAlert size={24} />
      </span>
      <p>{errorText(error)}</p>
      <Button variant="secondary" icon={<IconRefresh />} loading={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** Nothing to show yet, said plainly. */
export function EmptyState({ icon, title, children, compact = false }: { icon?: ReactNode; title: string; children?: ReactNode; compact?: boolean }) {
  return (
    <div className={`${styles.empty} ${compact ? styles.compact : ''}`}>
      {icon ? <span className={styles.emptyIcon}>{icon}</span> : null}
      <p className={styles.emptyTitle}>{title}</p>
      {children ? <div className={styles.emptyText}>{children}</div> : null}
    </div>
  );
}

interface DetailQuery {
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** What a detail page shows until its record is there: loading blocks, "not found", or the failed load with a retry. */
export function DetailFallback({ query, notFoundTitle }: { query: DetailQuery; notFoundTitle: string }) {
  if (query.isPending) return <LoadingBlocks rows={4} />;
  if (isApiError(query.error) && query.error.code === 'not_found') return <EmptyState title={notFoundTitle} />;
  return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}
