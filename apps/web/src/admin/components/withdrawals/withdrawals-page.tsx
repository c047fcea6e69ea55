import { useTranslation } from '#web/lib/use-translation.ts';
import { useUser } from '#web/lib/auth/get-me.ts';
import { LoadMore } from '../ui/load-more.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { useAdminWithdrawals } from '../../api/get-admin-withdrawals.ts';
import { useWithdrawalMinimums } from '../../api/get-withdrawal-minimums.ts';
import { MinimumsEditor } from './minimums-editor.tsx';
import { WithdrawalQueue } from './withdrawal-queue.tsx';
import styles from './withdrawals-page.module.css';

/** /admin/withdrawals: the open queue (polled every 60 s) and the minimums by level. */
export function WithdrawalsPage() {
  const { t, ready } = useTranslation(['admin-withdrawals', 'admin']);
  const { data: me } = useUser();
  const queue = useAdminWithdrawals();
  const minimums = useWithdrawalMinimums();
  if (!ready) return <LoadingBlocks rows={3} />;
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const overdue = queue.data?.pages[0]?.overdue ?? 0;

  return (
    <div className={styles.page}>
      <PageHeader title={t('pages.withdrawals.title', { ns: 'admin' })} description={t('description')} />
      <section className={styles.section} aria-labelledby="withdrawals-queue-title">
        <h2 id="withdrawals-queue-title" className={styles.sectionTitle}>
          {t('queueTitle')}
        </h2>
        {overdue > 0 ? <p className={styles.overdue}>{t('overdue.count', { count: overdue })}</p> : null}
        {queue.isPending ? <LoadingBlocks rows={2} /> : null}
        {queue.isError ? <LoadError error={queue.error} onRetry={() => void queue.refetch()} retrying={queue.isFetching} /> : null}
        {queue.data ? <WithdrawalQueue items={items} adminId={me?.id} /> : null}
        {items.length > 0 ? <LoadMore shown={items.length} hasMore={queue.hasNextPage} loading={queue.isFetchingNextPage} onLoadMore={() => void queue.fetchNextPage()} /> : null}
      </section>
      {minimums.isPending ? <LoadingBlocks rows={1} /> : null}
      {minimums.isError ? <LoadError error={minimums.error} onRetry={() => void minimums.refetch()} retrying={minimums.isFetching} /> : null}
      {minimums.data ? <MinimumsEditor minimums={minimums.data.minimums} /> : null}
    </div>
  );
}
