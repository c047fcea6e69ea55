import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { IconBag, IconList, IconSliders } from '#web/components/icons.tsx';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { LoadMore } from '../ui/load-more.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { EmptyState, LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { formatDateTime } from '../../format.ts';
import { EditItemDialog } from './edit-item-dialog.tsx';
import { useAdminShop, useAdminShopOrders, useAdminShopPayments, type AdminShopItem, type AdminShopOrder, type AdminShopPayment } from '../../api/get-admin-shop.ts';
import { describeItem, formatStars, formatTonAmount, shortHash } from './shop-labels.ts';
import { RefusedUpdatesSection } from './refused-updates-section.tsx';
import { StarPaymentsSection } from './star-payments-section.tsx';
import styles from './shop-admin-page.module.css';

const ORDER_TONES: Record<string, BadgeTone> = { pending: 'gold', paid: 'gain', expired: 'neutral', refunded: 'loss' };
const OUTCOMES = ['underpaid', 'unknown_comment', 'order_not_pending', 'bounced', 'wrong_destination', 'already_owned'];

/**
 * /admin/shop: prices (TON and Stars), availability and required levels; every order and the payments
 * kept for review, a page at a time; Stars payments, their refunds and reviews; the bot's updates the webhook refused.
 */
export function ShopAdminPage() {
  const { t, i18n, ready } = useTranslation('admin-shop');
  const shop = useAdminShop();
  const [editing, setEditing] = useState<AdminShopItem | null>(null);
  const language = i18n.language;
  if (!ready) return <LoadingBlocks rows={4} />;

  const itemName = (id: string) => {
    const item = shop.data?.items.find((candidate) => candidate.id === id);
    return item ? `${id} · ${describeItem(item, t, language)}` : id;
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} description={t('description')} />
      {shop.isPending ? <LoadingBlocks rows={4} /> : null}
      {shop.isError ? <LoadError error={shop.error} onRetry={() => void shop.refetch()} retrying={shop.isFetching} /> : null}
      {shop.data ? (
        <>
            <section className={styles.section} aria-labelledby="admin-shop-items">
              <h2 id="admin-shop-items" className={styles.sectionTitle}>
                <IconSliders size={18} /> {t('items.title')}
              </h2>
              <DataTable<AdminShopItem>
                caption={t('items.title')}
                rows={shop.data.items}
                rowKey={(item) => item.id}
                columns={[
                  { key: 'item', header: t('items.item'), primary: true, render: (item) => (
                      <span className={styles.itemCell}>
                        <code className={styles.id}>{item.id}</code> <strong>{describeItem(item, t, language)}</strong>
                      </span>
                    ),
                  },
                  { key: 'price', header: t('items.price'), numeric: true, render: (item) => (item.price ? formatTonAmount(item.price, language) : t('items.noPrice')) },
                  { key: 'stars', header: t('items.stars'), numeric: true, render: (item) => (item.stars === null ? t('items.noPrice') : formatStars(item.stars, language)) },
                  {
                    key: 'state',
                    header: t('items.state'),
                    render: (item) => (
                      <Badge tone={item.available ? 'gain' : 'neutral'} dot>
                        {item.available ? t('items.onSale') : item.price === null && item.stars === null ? t('items.noPrice') : t('items.offSale')}
                      </Badge>
                    ),
                  },
                  { key: 'level', header: t('items.level'), numeric: true, render: (item) => (item.requiredLevel ? t('items.levelN', { level: item.requiredLevel }) : '—') },
                  {
                    key: 'edit',
                    header: t('items.actions'),
                    render: (item) => (
                      <Button variant="secondary" onClick={() => setEditing(item)} aria-label={t('items.editItem', { item: describeItem(item, t, language) })}>
                        {t('items.edit')}
                      </Button>
                    ),
                  },
                ]}
              />
            </section>

            <OrdersSection itemName={itemName} />
            <PaymentsSection />
            <StarPaymentsSection itemName={itemName} />
            <RefusedUpdatesSection />
        </>
      ) : null}
      {editing ? <EditItemDialog item={editing} title={describeItem(editing, t, language)} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

/** Every order, newest first, a page at a time (decision 060). */
function OrdersSection({ itemName }: { itemName: (id: string) => string }) {
  const { t, i18n } = useTranslation('admin-shop');
  const pages = useAdminShopOrders();
  const orders = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className={styles.section} aria-labelledby="admin-shop-orders">
      <h2 id="admin-shop-orders" className={styles.sectionTitle}>
        <IconBag size={18} /> {t('orders.title')}
      </h2>
      {pages.isPending ? (
        <LoadingBlocks rows={2} />
      ) : pages.isError ? (
        <LoadError error={pages.error} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
      ) : orders.length === 0 ? (
        <EmptyState compact title={t('orders.empty')} />
      ) : (
        <>
          <DataTable<AdminShopOrder>
            caption={t('orders.title')}
            rows={orders}
            rowKey={(order) => order.id}
            columns={[
              { key: 'player', header: t('orders.player'), primary: true, render: (order) => <strong>{order.nickname}</strong> },
              { key: 'item', header: t('orders.item'), render: (order) => itemName(order.itemId) },
              { key: 'amount', header: t('orders.amount'), numeric: true, render: (order) => (order.amount !== null ? formatTonAmount(order.amount, i18n.language) : formatStars(order.stars ?? 0, i18n.language)) },
              { key: 'status', header: t('orders.status'), render: (order) => <Badge tone={ORDER_TONES[order.status] ?? 'neutral'} dot>{t(`orders.statuses.${order.status}`)}</Badge> },
              { key: 'comment', header: t('orders.comment'), render: (order) => (order.comment ? <code className={styles.code}>{order.comment}</code> : t('orders.paidInStars')) },
              { key: 'date', header: t('orders.date'), render: (order) => formatDateTime(order.paidAt ?? order.validUntil, i18n.language) },
              { key: 'tx', header: t('orders.tx'), render: (order) => (order.txHash ? <code className={styles.code} title={order.txHash}>{shortHash(order.txHash)}</code> : '—') },
            ]}
          />
          <LoadMore shown={orders.length} hasMore={pages.hasNextPage} loading={pages.isFetchingNextPage} onLoadMore={() => void pages.fetchNextPage()} />
        </>
      )}
    </section>
  );
}

/** The TON payments that credited nothing, newest first, a page at a time. */
function PaymentsSection() {
  const { t, i18n } = useTranslation('admin-shop');
  const pages = useAdminShopPayments();
  const payments = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className={styles.section} aria-labelledby="admin-shop-payments">
      <h2 id="admin-shop-payments" className={styles.sectionTitle}>
        <IconList size={18} /> {t('payments.title')}
      </h2>
      <p className={styles.sectionText}>{t('payments.description')}</p>
      {pages.isPending ? (
        <LoadingBlocks rows={2} />
      ) : pages.isError ? (
        <LoadError error={pages.error} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
      ) : payments.length === 0 ? (
        <EmptyState compact title={t('payments.empty')} />
      ) : (
        <>
          <DataTable<AdminShopPayment>
            caption={t('payments.title')}
            rows={payments}
            rowKey={(payment) => payment.txHash}
            columns={[
              {
                key: 'outcome',
                header: t('payments.outcome'),
                primary: true,
                render: (payment) => {
                  const known = OUTCOMES.includes(payment.outcome) ? payment.outcome : 'other';
                  return (
                    <div className={styles.outcome}>
                      <Badge tone="loss" dot>
                        {t(`payments.outcomes.${known}.label` as 'payments.outcomes.other.label')}
                      </Badge>
                      <span className={styles.explain}>{t(`payments.outcomes.${known}.explain` as 'payments.outcomes.other.explain')}</span>
                    </div>
                  );
                },
              },
              { key: 'amount', header: t('payments.amount'), numeric: true, render: (payment) => formatTonAmount(payment.amount, i18n.language) },
              { key: 'comment', header: t('payments.comment'), render: (payment) => (payment.comment ? <code className={styles.code}>{payment.comment}</code> : '—') },
              { key: 'source', header: t('payments.source'), render: (payment) => (payment.source ? <code className={styles.code} title={payment.source}>{shortHash(payment.source)}</code> : '—') },
              { key: 'date', header: t('payments.date'), render: (payment) => formatDateTime(payment.receivedAt, i18n.language) },
              { key: 'tx', header: t('payments.tx'), render: (payment) => <code className={styles.code} title={payment.txHash}>{shortHash(payment.txHash)}</code> },
            ]}
          />
          <LoadMore shown={payments.length} hasMore={pages.hasNextPage} loading={pages.isFetchingNextPage} onLoadMore={() => void pages.fetchNextPage()} />
        </>
      )}
    </section>
  );
}
