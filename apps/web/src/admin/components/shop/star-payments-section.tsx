import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { Button } from '#web/components/button.tsx';
import { IconStar } from '#web/components/icons.tsx';
import { Badge } from '../ui/badge.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { EmptyState } from '../ui/query-state.tsx';
import { formatDateTime } from '../../format.ts';
import type { AdminShop } from '../../api/get-admin-shop.ts';
import { useRefundStarPayment } from '../../api/refund-star-payment.ts';
import { formatStars, shortHash } from './shop-labels.ts';
import styles from './shop-admin-page.module.css';

type StarPayment = AdminShop['starPayments'][number];

/** Payments in Telegram Stars, newest first: what each credited, and a refund through Telegram (audited). */
export function StarPaymentsSection({ payments, itemName }: { payments: StarPayment[]; itemName: (id: string) => string }) {
  const { t, i18n } = useTranslation('admin-shop');
  const [refunding, setRefunding] = useState<StarPayment | null>(null);
  const language = i18n.language;
  return (
    <section className={styles.section} aria-labelledby="admin-shop-stars">
      <h2 id="admin-shop-stars" className={styles.sectionTitle}>
        <IconStar size={18} /> {t('stars.title')}
      </h2>
      <p className={styles.sectionText}>{t('stars.description')}</p>
      {payments.length === 0 ? (
        <EmptyState compact title={t('stars.empty')} />
      ) : (
        <DataTable
          caption={t('stars.title')}
          rows={payments}
          rowKey={(payment) => payment.chargeId}
          columns={[
            { key: 'player', header: t('stars.player'), primary: true, render: (payment) => <strong>{payment.nickname ?? '—'}</strong> },
            { key: 'item', header: t('stars.item'), render: (payment) => (payment.itemId ? itemName(payment.itemId) : '—') },
            { key: 'stars', header: t('stars.amount'), numeric: true, render: (payment) => formatStars(payment.stars, language) },
            {
              key: 'outcome',
              header: t('stars.outcome'),
              render: (payment) => (
                <div className={styles.outcome}>
                  <Badge tone={payment.outcome === 'credited' ? 'gain' : 'loss'} dot>
                    {t(`stars.outcomes.${payment.outcome}.label`)}
                  </Badge>
                  {payment.outcome === 'credited' ? null : <span className={styles.explain}>{t(`stars.outcomes.${payment.outcome}.explain`)}</span>}
                </div>
              ),
            },
            { key: 'date', header: t('stars.date'), render: (payment) => formatDateTime(payment.receivedAt, language) },
            { key: 'charge', header: t('stars.charge'), render: (payment) => <code className={styles.code} title={payment.chargeId}>{shortHash(payment.chargeId)}</code> },
            {
              key: 'refund',
              header: t('stars.refund'),
              render: (payment) =>
                payment.refundedAt && payment.reversal ? (
                  <div className={styles.outcome}>
                    <Badge tone="neutral" dot>
                      {t('stars.refundedOn', { date: formatDateTime(payment.refundedAt, language) })}
                    </Badge>
                    <span className={styles.explain}>{t(`stars.reversals.${payment.reversal}`)}</span>
                  </div>
                ) : (
                  <Button variant="secondary" onClick={() => setRefunding(payment)} aria-label={t('stars.refundPayment', { player: payment.nickname ?? '—', stars: formatStars(payment.stars, language) })}>
                    {t('stars.refundAction')}
                  </Button>
                ),
            },
          ]}
        />
      )}
      {refunding ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
    </section>
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
