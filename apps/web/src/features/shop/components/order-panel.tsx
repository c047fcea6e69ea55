import type { ShopItem } from '@fre/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { IconAlert, IconBag, IconHourglass } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import type { TonOrder } from '../api/create-order';
import { useOrder } from '../api/get-order';
import { formatTon, itemBenefit, itemName } from '../item-text';
import styles from './order-panel.module.css';
import { OrderPaid } from './order-paid';
import { PayWithWallet } from './pay-with-wallet';
import { PaymentDetails } from './payment-details';

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
  const { t, i18n } = useTranslation('ton');
  const status = useOrder(order.orderId);
  const ref = useRef<HTMLDivElement>(null);
  const state = status.data?.status ?? 'pending';
  const name = itemName(item, t, i18n.language);

  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [state]);

  return (
    <div ref={ref} className={styles.anchor}>
      <Card title={t('order.title')} icon={<IconBag size={16} />} className={`${styles.panel} ${state === 'paid' ? styles.paid : ''}`}>
        <div className={styles.head}>
          <div>
            <p className={styles.name}>{name}</p>
            <p className={styles.benefit}>{itemBenefit(item, t, i18n.language)}</p>
          </div>
          <p className={`${styles.price} tabular`}>{formatTon(order.amount, i18n.language)} TON</p>
        </div>

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

        {status.isError ? (
          <Banner tone="error" icon={<IconAlert />}>
            {t('order.checkFailed')}
          </Banner>
        ) : null}
      </Card>
    </div>
  );
}
