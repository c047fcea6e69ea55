import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { formatDateTime } from '../../format.ts';
import { DataTable } from '../ui/data-table.tsx';
import { LoadMore } from '../ui/load-more.tsx';
import { EmptyState, LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import type { AdminBonusCode } from '../../api/get-bonus-codes.ts';
import { useBonusCodeUsages } from '../../api/get-bonus-code-usages.ts';

/** Who used a code, most recent first as the server lists them. */
export function UsagesDialog({ code, onClose }: { code: AdminBonusCode; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-bonus-codes');
  const usages = useBonusCodeUsages(code.id);
  const rows = usages.data?.pages.flatMap((page) => page.items) ?? [];
  const title = t('usages.title', { code: code.code });
  return (
    <Modal
      title={title}
      onClose={onClose}
      closeLabel={t('usages.close')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('usages.close')}
        </Button>
      }
    >
      {usages.isPending ? (
        <LoadingBlocks rows={3} />
      ) : usages.isError ? (
        <LoadError error={usages.error} onRetry={() => void usages.refetch()} retrying={usages.isFetching} />
      ) : rows.length === 0 ? (
        <EmptyState compact title={t('usages.empty')} />
      ) : (
        <>
          <DataTable
            caption={title}
            rows={rows}
            rowKey={(usage) => `${usage.userId}-${usage.usedAt}`}
            columns={[
              { key: 'player', header: t('usages.player'), primary: true, render: (usage) => <strong>{usage.nickname}</strong> },
              { key: 'date', header: t('usages.date'), render: (usage) => formatDateTime(usage.usedAt, i18n.language) },
            ]}
          />
          <LoadMore shown={rows.length} hasMore={usages.hasNextPage} loading={usages.isFetchingNextPage} onLoadMore={() => void usages.fetchNextPage()} />
        </>
      )}
    </Modal>
  );
}
