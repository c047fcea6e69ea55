import type { ShopItem } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { IconHourglass } from '#web/components/icons.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import type { TonOrder } from '../api/create-order.ts';
import { useOrder } from '../api/get-order.ts';
import { formatTon } from '../item-text.ts';
import { OrderCard } from './order-card.tsx';
import styles from './order-panel.module.css';
import { OrderPaid } from './order-paid.tsx';
import { PayWithWallet } from './pay-with-wallet.tsx';
import { PaymentDetails } from './payment-details.tsx';

interface OrderPanelProps {
  order: TonOrder;
  item: ShopItem;
  /** The linked wallet (raw), sender of the TON Connect payment. */
  linkedWallet: string;
  onClose: () => void;
}

/**
 * One order from creation to payment: pay through TON Connect, or by hand with the details shown
 * (address, exact amount, comment, time left); checked every 5 s until paid or expired.
 */
export function OrderPanel({ order, item, linkedWallet, onClose }: OrderPanelProps) {
  const { t, i18n } = useTranslation('shop');
  const status = useOrder(order.orderId);
  const state = status.data?.status ?? 'pending';

  return (
    <OrderCard item={item} price={`${formatTon(order.amount, i18n.language)} TON`} state={state} checkFailed={status.isError}>
      {state === 'pending' ? (
        <>
          <p className={styles.waiting} role="status">
            <Spinner size={16} /> {t('order.pending')}
          </p>
          <PayWithWallet order={order} linkedWallet={linkedWallet} />
          <PaymentDetails address={order.address} amount={order.amount} comment={order.comment} validUntil={order.validUntil} />
          <Button variant="ghost" block onClick={onClose}>
            {t('order.close')}
          </Button>
        </>
      ) : null}

      {state === 'paid' ? <OrderPaid item={item} onClose={onClose} /> : null}

      {state === 'expired' ? (
        <div className={styles.result} role="status">
          <span className={styles.expiredIcon}>
            <IconHourglass size={40} />
          </span>
          <p className={styles.resultTitle}>{t('order.expired.title')}</p>
          <p className={styles.resultText}>{t('order.expired.text')}</p>
          <Button variant="secondary" block onClick={onClose}>
            {t('order.expired.back')}
          </Button>
        </div>
      ) : null}
    </OrderCard>
  );
}
