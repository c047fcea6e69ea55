import type { ShopItem } from '@fre/domain';
import { Button } from '#web/components/button.tsx';
import { IconCheckCircle } from '#web/components/icons.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { itemBenefit, itemName } from '../item-text.ts';
import styles from './order-panel.module.css';

/** An order's happy end, whether paid in TON or in Stars: what the player got, and back to the shop. */
export function OrderPaid({ item, onClose }: { item: ShopItem; onClose: () => void }) {
  const { t, i18n } = useTranslation('shop');
  const name = itemName(item, t, i18n.language);
  return (
    <div className={styles.result} role="status">
      <span className={styles.successIcon}>
        <IconCheckCircle size={40} />
      </span>
      <p className={styles.resultTitle}>{t('order.paid.title')}</p>
      <p className={styles.resultText}>{t(`order.paid.${item.kind}`, { name, benefit: itemBenefit(item, t, i18n.language) })}</p>
      <Button variant="primary" block onClick={onClose}>
        {t('order.paid.done')}
      </Button>
    </div>
  );
}
