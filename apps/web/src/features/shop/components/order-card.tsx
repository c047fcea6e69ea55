import type { ShopItem } from '@fre/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Card } from '#web/components/card.tsx';
import { IconBag } from '#web/components/icons.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { itemBenefit, itemName } from '../item-text.ts';
import styles from './order-panel.module.css';

interface OrderCardProps {
  item: ShopItem;
  /** The price as this way of paying writes it (TON, Stars). */
  price: ReactNode;
  state: 'pending' | 'paid' | 'expired' | 'refunded';
  /** Reading the order's state failed: said under what the state shows. */
  checkFailed: boolean;
  children: ReactNode;
}

/**
 * An order, whichever way it is paid: the item, its price and what its state shows, brought into
 * view each time the state changes (the card sits under the catalogue).
 */
export function OrderCard({ item, price, state, checkFailed, children }: OrderCardProps) {
  const { t, i18n } = useTranslation('shop');
  const ref = useRef<HTMLDivElement>(null);

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
          <p className={`${styles.price} tabular`}>{price}</p>
        </div>
        {children}
        {checkFailed ? (
          <ErrorBanner>
            {t('order.checkFailed')}
          </ErrorBanner>
        ) : null}
      </Card>
    </div>
  );
}
