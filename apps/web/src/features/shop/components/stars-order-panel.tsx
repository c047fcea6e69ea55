import type { ShopItem } from '@fre/domain';
import { useEffect, useRef } from 'react';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { IconAlert, IconBag } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import type { StarsOrder } from '../api/create-order';
import { STARS_ORDER_POLL_MS, useOrder } from '../api/get-order';
import { itemBenefit, itemName } from '../item-text';
import styles from './order-panel.module.css';
import { OrderPaid } from './order-paid';

/**
 * A Stars order after Telegram's payment sheet said paid (decision 045): the credit is the server's,
 * once the bot heard of the payment, so the order is read again until it says so; then the same
 * happy end as a TON purchase.
 */
export function StarsOrderPanel({ order, item, onClose }: { order: StarsOrder; item: ShopItem; onClose: () => void }) {
  const { t, i18n } = useTranslation('ton');
  const status = useOrder(order.orderId, STARS_ORDER_POLL_MS);
  const ref = useRef<HTMLDivElement>(null);
  const state = status.data?.status ?? 'pending';

  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [state]);

  return (
    <div ref={ref} className={styles.anchor}>
      <Card title={t('order.title')} icon={<IconBag size={16} />} className={`${styles.panel} ${state === 'paid' ? styles.paid : ''}`}>
        <div className={styles.head}>
          <div>
            <p className={styles.name}>{itemName(item, t, i18n.language)}</p>
            <p className={styles.benefit}>{itemBenefit(item, t, i18n.language)}</p>
          </div>
          <p className={`${styles.price} tabular`}>{t('shop.stars', { count: order.stars, n: formatNumber(order.stars, i18n.language, 0) })}</p>
        </div>
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
        {status.isError ? (
          <Banner tone="error" icon={<IconAlert />}>
            {t('order.checkFailed')}
          </Banner>
        ) : null}
      </Card>
    </div>
  );
}
