import type { ShopItem } from '@fre/domain';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { IconAlert } from '#web/components/icons.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { StarsOrder } from '../api/create-order.ts';
import { STARS_ORDER_POLL_MS, useOrder } from '../api/get-order.ts';
import { StarsPrice } from './stars-price.tsx';
import styles from './order-panel.module.css';
import { OrderCard } from './order-card.tsx';
import { OrderPaid } from './order-paid.tsx';

/**
 * A Stars order after Telegram's payment sheet said paid (decision 045): the credit is the server's,
 * once the bot heard of the payment, so the order is read again until it says so; then the same
 * happy end as a TON purchase.
 */
export function StarsOrderPanel({ order, item, onClose }: { order: StarsOrder; item: ShopItem; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const status = useOrder(order.orderId, STARS_ORDER_POLL_MS);
  const state = status.data?.status ?? 'pending';
  
  return (
    <OrderCard item={item} price={<StarsPrice stars={order.stars} />} state={state} checkFailed={status.isError}>
      {state === 'pending' ? (
        <p className={styles.waiting} role="status">
          <Spinner size={16} /> {t('order.stars.pending')}
        </p>
      ) : null}
      {state === 'paid' ? <OrderPaid item={item} onClose={onClose} /> : null}
      {state === 'expired' || state === 'refunded' ? (
        <>
          <Banner tone="info" icon={<IconAlert />}>
            {t(state === 'refunded' ? 'order.stars.refunded' : 'order.stars.failed')}
          </Banner>
          <Button variant="secondary" block onClick={onClose}>
            {t('order.expired.back')}
          </Button>
        </>
      ) : null}
    </OrderCard>
  );
}
