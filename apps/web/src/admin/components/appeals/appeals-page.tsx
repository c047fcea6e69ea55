import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useAdminAppeals, type AppealQueue } from '../../api/get-admin-appeals.ts';
import { LoadMore } from '../ui/load-more.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import layout from '../ui/page-layout.module.css';
import { EmptyState, LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { Segmented } from '../ui/segmented.tsx';
import { AppealCard } from './appeal-card.tsx';
import styles from './appeals-page.module.css';

const QUEUES: AppealQueue[] = ['pending', 'answered'];

/** /admin/appeals: the players' appeals with each decision's file, answered here (decision 061). */
export function AppealsPage() {
  const { t, ready } = useTranslation(['admin-appeals', 'appeals']);
  const [queue, setQueue] = useState<AppealQueue>('pending');
  const appeals = useAdminAppeals(queue);
  if (!ready) return <LoadingBlocks rows={3} />;
  const items = appeals.data?.pages.flatMap((page) => page.items) ?? [];
  const pending = appeals.data?.pages[0]?.pending ?? 0;
  return (
    <div className={layout.page}>
      <PageHeader title={t('title')} description={t('summary')} />
      <Segmented
        label={t('title')}
        value={queue}
        onChange={setQueue}
        options={QUEUES.map((value) => ({ value, label: value === 'pending' ? `${t('tabs.pending')} (${pending})` : t('tabs.answered') }))}
      />
      {appeals.isPending ? (
        <LoadingBlocks rows={3} />
      ) : appeals.isError ? (
        <LoadError error={appeals.error} onRetry={() => void appeals.refetch()} retrying={appeals.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState title={t(`empty.${queue}`)} />
      ) : (
        <>
          <ul className={styles.list}>
            {items.map((appeal) => (
              <AppealCard key={appeal.id} appeal={appeal} />
            ))}
          </ul>
          <LoadMore shown={items.length} hasMore={appeals.hasNextPage} loading={appeals.isFetchingNextPage} onLoadMore={() => void appeals.fetchNextPage()} />
        </>
      )}
    </div>
  );
}
