import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { Button } from '#web/components/button.tsx';
import { IconList } from '#web/components/icons.tsx';
import { Badge } from '../ui/badge.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { LoadMore } from '../ui/load-more.tsx';
import { EmptyState, LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { Segmented } from '../ui/segmented.tsx';
import { formatDateTime } from '../../format.ts';
import { useRefusedUpdates, type RefusedUpdate, type RefusedUpdatesStatus } from '../../api/get-refused-updates.ts';
import { useReviewRefusedUpdate } from '../../api/review-refused-update.ts';
import styles from './shop-admin-page.module.css';

/**
 * The bot's updates the webhook refused (values Telegram never sends): answered 200 so that
 * Telegram stops resending them, kept here with the fields refused and the update itself (every
 * character outside printable ASCII escaped, so a look-alike or a bidirectional override shows as
 * what it is), until an admin marks them reviewed (audited). Those to review first, oldest first;
 * the history, newest first, on demand; both a page at a time (decision 060).
 */
export function RefusedUpdatesSection() {
  const { t, i18n } = useTranslation('admin-shop');
  const [status, setStatus] = useState<RefusedUpdatesStatus>('unreviewed');
  const refused = useRefusedUpdates(status);
  const rows = refused.data?.pages.flatMap((page) => page.items) ?? [];
  // The server's count, beyond the pages read: the first page's is the freshest.
  const unreviewed = refused.data?.pages[0]?.unreviewed ?? 0;
  const [reviewing, setReviewing] = useState<RefusedUpdate | null>(null);
  const language = i18n.language;
  return (
    <section className={styles.section} aria-labelledby="admin-shop-refused">
      <h2 id="admin-shop-refused" className={styles.sectionTitle}>
        <IconList size={18} /> {t('refused.title')}
      </h2>
      <p className={styles.sectionText}>{t('refused.description')}</p>
      <Segmented
        label={t('refused.filter.label')}
        value={status}
        onChange={setStatus}
        options={[{ value: 'unreviewed', label: t('refused.filter.unreviewed') }, { value: 'all', label: t('refused.filter.all') }]}
      />
      {unreviewed > 0 ? <p className={styles.sectionText} role="status">{t('refused.toReview', { n: unreviewed })}</p> : null}
      {refused.isPending ? <LoadingBlocks rows={2} /> : null}
      {refused.isError ? <LoadError error={refused.error} onRetry={() => void refused.refetch()} retrying={refused.isFetching} /> : null}
      {refused.data && rows.length === 0 ? <EmptyState compact title={status === 'unreviewed' ? t('refused.emptyQueue') : t('refused.empty')} /> : null}
      {refused.data && rows.length > 0 ? (
        <>
          <DataTable
            caption={t('refused.title')}
            rows={rows}
            rowKey={(update) => update.id}
            columns={[
              { key: 'kind', header: t('refused.kind'), primary: true, render: (update) => <strong>{t(`refused.kinds.${update.kind}`)}</strong> },
              { key: 'reason', header: t('refused.reason'), render: (update) => <code className={styles.code}>{update.reason}</code> },
              { key: 'date', header: t('refused.date'), render: (update) => formatDateTime(update.receivedAt, language) },
              {
                key: 'body',
                header: t('refused.body'),
                render: (update) => (
                  <details>
                    <summary>{update.updateId === null ? t('refused.show') : t('refused.showNumbered', { id: update.updateId })}</summary>
                    <pre className={styles.body}>{update.body}</pre>
                  </details>
                ),
              },
              {
                key: 'review',
                header: t('refused.review'),
                render: (update) =>
                  update.reviewedAt ? (
                    <Badge tone="neutral" dot>
                      {t('refused.reviewedOn', { date: formatDateTime(update.reviewedAt, language) })}
                    </Badge>
                  ) : (
                    <Button variant="secondary" onClick={() => setReviewing(update)} aria-label={t('refused.reviewUpdate', { kind: t(`refused.kinds.${update.kind}`), date: formatDateTime(update.receivedAt, language) })}>
                      {t('refused.reviewAction')}
                    </Button>
                  ),
              },
            ]}
          />
          <LoadMore shown={rows.length} hasMore={refused.hasNextPage} loading={refused.isFetchingNextPage} onLoadMore={() => void refused.fetchNextPage()} />
        </>
      ) : null}
      {reviewing ? <ReviewDialog update={reviewing} onClose={() => setReviewing(null)} /> : null}
    </section>
  );
}

function ReviewDialog({ update, onClose }: { update: RefusedUpdate; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-shop');
  const errorText = useApiErrorText();
  const review = useReviewRefusedUpdate();
  return (
    <ConfirmDialog
      open
      title={t('refused.confirm.title', { kind: t(`refused.kinds.${update.kind}`), date: formatDateTime(update.receivedAt, i18n.language) })}
      confirmLabel={t('refused.reviewAction')}
      pending={review.isPending}
      error={review.error ? errorText(review.error) : undefined}
      onConfirm={() => review.mutate(update.id, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <p className={styles.sectionText}>{t('refused.confirm.text')}</p>
      <p className={styles.summary}>{t('refused.confirm.audited')}</p>
    </ConfirmDialog>
  );
}
