import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { Button } from '#web/components/button.tsx';
import { IconStar } from '#web/components/icons.tsx';
import { Badge } from '../ui/badge.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { LoadMore } from '../ui/load-more.tsx';
import { EmptyState, LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { Segmented } from '../ui/segmented.tsx';
import { formatDateTime } from '../../format.ts';
import { useAdminStarPayments, type AdminStarPayment, type StarPaymentsStatus } from '../../api/get-admin-shop.ts';
import { useRefundStarPayment } from '../../api/refund-star-payment.ts';
import { useReviewStarPayment } from '../../api/review-star-payment.ts';
import { formatPaid, formatStars, shortHash } from './shop-labels.ts';
import { StarPaymentMismatch } from './star-payment-mismatch.tsx';
import styles from './shop-admin-page.module.css';

type StarPayment = AdminStarPayment;

/** Credited nothing, and neither refunded nor kept after a review yet. */
const underReview = (payment: StarPayment) => payment.outcome !== 'credited' && !payment.refundedAt && !payment.reviewedAt;

/**
 * Payments in Telegram Stars, those under review oldest first or all newest first, a page at a time
 * (decision 060): what each credited, what did not match its order, a refund through Telegram and a
 * review without refund (both audited).
 */
export function StarPaymentsSection({ itemName }: { itemName: (id: string) => string }) {
  const { t, i18n } = useTranslation('admin-shop');
  const [status, setStatus] = useState<StarPaymentsStatus>('unreviewed');
  const pages = useAdminStarPayments(status);
  const payments = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const [refunding, setRefunding] = useState<StarPayment | null>(null);
  const [reviewing, setReviewing] = useState<StarPayment | null>(null);
  const language = i18n.language;
  // The server's count, beyond the pages read.
  const waiting = pages.data?.pages[0]?.unreviewed ?? 0;
  return (
    <section className={styles.section} aria-labelledby="admin-shop-stars">
      <h2 id="admin-shop-stars" className={styles.sectionTitle}>
        <IconStar size={18} /> {t('stars.title')}
      </h2>
      <p className={styles.sectionText}>{t('stars.description')}</p>
      <Segmented
        label={t('stars.filter.label')}
        value={status}
        onChange={setStatus}
        options={[{ value: 'unreviewed', label: t('stars.filter.unreviewed') }, { value: 'all', label: t('stars.filter.all') }]}
      />
      {waiting > 0 ? <p className={styles.sectionText} role="status">{t('stars.underReview', { n: waiting })}</p> : null}
      {pages.isPending ? (
        <LoadingBlocks rows={2} />
      ) : pages.isError ? (
        <LoadError error={pages.error} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
      ) : payments.length === 0 ? (
        <EmptyState compact title={status === 'unreviewed' ? t('stars.emptyQueue') : t('stars.empty')} />
      ) : (
        <>
          <DataTable
            caption={t('stars.title')}
            rows={payments}
            rowKey={(payment) => payment.chargeId}
            columns={[
              { key: 'player', header: t('stars.player'), primary: true, render: (payment) => <strong>{payment.nickname ?? '—'}</strong> },
              { key: 'item', header: t('stars.item'), render: (payment) => (payment.itemId ? itemName(payment.itemId) : '—') },
              { key: 'stars', header: t('stars.amount'), numeric: true, render: (payment) => formatPaid(payment.stars, payment.currency, language) },
              {
                key: 'outcome',
                header: t('stars.outcome'),
                render: (payment) => (
                  <div className={styles.outcome}>
                    <Badge tone={payment.outcome === 'credited' ? 'gain' : 'loss'} dot>
                      {t(`stars.outcomes.${payment.outcome}.label`)}
                    </Badge>
                    {payment.outcome === 'credited' ? null : <span className={styles.explain}>{t(`stars.outcomes.${payment.outcome}.explain`)}</span>}
                    {payment.mismatch ? <StarPaymentMismatch mismatch={payment.mismatch} /> : null}
                  </div>
                ),
              },
              { key: 'date', header: t('stars.date'), render: (payment) => formatDateTime(payment.receivedAt, language) },
              { key: 'charge', header: t('stars.charge'), render: (payment) => <code className={styles.code} title={payment.chargeId}>{shortHash(payment.chargeId)}</code> },
              {
                key: 'refund',
                header: t('stars.refund'),
                render: (payment) => <PaymentActions payment={payment} onRefund={() => setRefunding(payment)} onReview={() => setReviewing(payment)} />,
              },
            ]}
          />
          <LoadMore shown={payments.length} hasMore={pages.hasNextPage} loading={pages.isFetchingNextPage} onLoadMore={() => void pages.fetchNextPage()} />
        </>
      )}
      {refunding ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
      {reviewing ? <ReviewDialog payment={reviewing} onClose={() => setReviewing(null)} /> : null}
    </section>
  );
}

function PaymentActions({ payment, onRefund, onReview }: { payment: StarPayment; onRefund: () => void; onReview: () => void }) {
  const { t, i18n } = useTranslation('admin-shop');
  const language = i18n.language;
  const names = { player: payment.nickname ?? '—', stars: formatStars(payment.stars, language) };
  if (payment.refundedAt && payment.reversal) {
    return (
      <div className={styles.outcome}>
        <Badge tone="neutral" dot>
          {t('stars.refundedOn', { date: formatDateTime(payment.refundedAt, language) })}
        </Badge>
        <span className={styles.explain}>{t(`stars.reversals.${payment.reversal}`)}</span>
      </div>
    );
  }
  return (
    <div className={styles.outcome}>
      {payment.reviewedAt ? (
        <Badge tone="neutral" dot>
          {t('stars.reviewedOn', { date: formatDateTime(payment.reviewedAt, language) })}
        </Badge>
      ) : null}
      <Button variant="secondary" onClick={onRefund} aria-label={t('stars.refundPayment', names)}>
        {t('stars.refundAction')}
      </Button>
      {underReview(payment) ? (
        <Button variant="ghost" onClick={onReview} aria-label={t('stars.reviewPayment', names)}>
          {t('stars.reviewAction')}
        </Button>
      ) : null}
    </div>
  );
}

function RefundDialog({ payment, onClose }: { payment: StarPayment; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-shop');
  const errorText = useApiErrorText();
  const refund = useRefundStarPayment();
  return (
    <ConfirmDialog
      open
      tone="danger"
      title={t('stars.confirm.title', { stars: formatStars(payment.stars, i18n.language), player: payment.nickname ?? '—' })}
      confirmLabel={t('stars.refundAction')}
      pending={refund.isPending}
      error={refund.error ? errorText(refund.error) : undefined}
      onConfirm={() => refund.mutate(payment.chargeId, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <p className={styles.sectionText}>{payment.outcome === 'credited' ? t('stars.confirm.credited') : t('stars.confirm.notGranted')}</p>
      <p className={styles.summary}>{t('stars.confirm.audited')}</p>
    </ConfirmDialog>
  );
}

function ReviewDialog({ payment, onClose }: { payment: StarPayment; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-shop');
  const errorText = useApiErrorText();
  const review = useReviewStarPayment();
  return (
    <ConfirmDialog
      open
      title={t('stars.reviewConfirm.title', { stars: formatStars(payment.stars, i18n.language), player: payment.nickname ?? '—' })}
      confirmLabel={t('stars.reviewAction')}
      pending={review.isPending}
      error={review.error ? errorText(review.error) : undefined}
      onConfirm={() => review.mutate(payment.chargeId, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <p className={styles.sectionText}>{t('stars.reviewConfirm.text')}</p>
      <p className={styles.summary}>{t('stars.reviewConfirm.audited')}</p>
    </ConfirmDialog>
  );
}
