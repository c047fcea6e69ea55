import { TIMERS, TRACKING } from '@fre/domain';
import { formatSpan } from '#web/lib/span.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { restoreFocus } from '#web/lib/focus/page-heading.ts';
import { IconArrowRight, IconIdCard } from '#web/components/icons.tsx';
import { formatDateTime } from '../../format.ts';
import { LoadMore } from '../ui/load-more.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { EmptyState, LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { Badge } from '../ui/badge.tsx';
import { Segmented } from '../ui/segmented.tsx';
import { useKycQueue, type KycQueueStatus } from '../../api/get-kyc-queue.ts';
import styles from './kyc-page.module.css';
import { KycReview } from './kyc-review.tsx';

const STATUSES: KycQueueStatus[] = ['pending', 'approved', 'rejected'];

/** /admin/kyc: the identity checks to examine (polled every 60 s), one at a time. */
export function KycPage() {
  const { t, i18n, ready } = useTranslation(['admin-kyc', 'admin']);
  const [status, setStatus] = useState<KycQueueStatus>('pending');
  const [selected, setSelected] = useState<string | null>(null);
  /** Back from a review: its Open button takes the focus (the page's heading once it left the list). */
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const queue = useKycQueue(status);
  useEffect(() => {
    if (selected !== null || returnTo === null) return;
    restoreFocus(document.querySelector(`[data-kyc-open="${CSS.escape(returnTo)}"]`));
    setReturnTo(null);
  }, [selected, returnTo]);
  const leaveReview = () => {
    setReturnTo(selected);
    setSelected(null);
  };
  if (!ready) return <LoadingBlocks rows={3} />;

  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const overdue = queue.data?.pages[0]?.overdue ?? 0;
  const current = items.find((item) => item.id === selected);
  const header = <PageHeader title={t('pages.kyc.title', { ns: 'admin' })} description={t('description')} />;
  if (current) {
    return (
      <div className={styles.page}>
        {header}
        <KycReview item={current} onBack={leaveReview} onDone={leaveReview} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {header}
      <Segmented
        label={t('filter')}
        value={status}
        onChange={setStatus}
        options={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
      />
      {overdue > 0 ? <p className={styles.overdue}>{t('overdue.count', { count: overdue })}</p> : null}
      {queue.isPending ? <LoadingBlocks rows={3} /> : null}
      {queue.isError ? <LoadError error={queue.error} onRetry={() => void queue.refetch()} retrying={queue.isFetching} /> : null}
      {queue.data && items.length === 0 ? (
        <EmptyState icon={<IconIdCard size={28} />} title={t(`empty.${status}`)}>
          {t('polling', { period: formatSpan(TIMERS.adminPollMs, i18n.language) })}
        </EmptyState>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.list} aria-label={t('listLabel')}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.who}>
                <p className={styles.name}>
                  {item.fields.firstName} {item.fields.lastName}
                </p>
                <p className={styles.meta}>
                  {item.nickname} · {item.email}
                </p>
                <p className={styles.meta}>
                  {t(`documentTypes.${item.fields.documentType}`)} · {t('review.submittedAt', { date: formatDateTime(item.submittedAt, i18n.language) })}
                </p>
                {item.overdue ? (
                  <p className={styles.overdue}>
                    <Badge tone="loss">{t('overdue.badge')}</Badge> {t('overdue.detail', { hours: TRACKING.overdueHours.kyc })}
                  </p>
                ) : null}
              </div>
              <Button variant="secondary" icon={<IconArrowRight />} onClick={() => setSelected(item.id)} aria-label={t('openLabel', { nickname: item.nickname })} data-kyc-open={item.id}>
                {t('open')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {items.length > 0 ? <LoadMore shown={items.length} hasMore={queue.hasNextPage} loading={queue.isFetchingNextPage} onLoadMore={() => void queue.fetchNextPage()} /> : null}
    </div>
  );
}
