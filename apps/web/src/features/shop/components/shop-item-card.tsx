import type { ShopItem } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { IconBolt, IconCheckCircle, IconGift, IconLayers, IconLock } from '#web/components/icons.tsx';
import { formatTon, itemBenefit, itemName } from '../item-text.ts';
import { StarsPrice } from './stars-price.tsx';
import styles from './shop-item-card.module.css';

const KIND_ICONS = { pack: IconLayers, boost_box: IconBolt, fre_box: IconGift } as const;

interface ShopItemCardProps {
  item: ShopItem;
  /** Without a linked wallet nothing can be bought yet (the page says why). */
  canBuy: boolean;
  buying: boolean;
  onBuy: (item: ShopItem) => void;
  /** Inside Telegram digital goods are paid in Stars only (decision 045). */
  payment?: 'ton' | 'stars';
}

/** One article: what it gives, its price (TON, or Stars inside Telegram), and why it cannot be bought when so. */
export function ShopItemCard({ item, canBuy, buying, onBuy, payment = 'ton' }: ShopItemCardProps) {
  const { t, i18n } = useTranslation('shop');
  const Icon = KIND_ICONS[item.kind];
  const name = itemName(item, t, i18n.language);
  const reasonId = `shop-item-${item.id}-reason`;
  const stars = payment === 'stars';
  const price = stars
    ? item.stars && <StarsPrice stars={item.stars} />
    : item.price && `${formatTon(item.price, i18n.language)} TON`;
  return (
    <li className={`${styles.item} ${item.owned ? styles.owned : ''}`} aria-label={name}>
      <span className={`${styles.icon} ${styles[item.kind]}`} aria-hidden="true">
        <Icon size={22} />
      </span>
      <div className={styles.body}>
        <div className={styles.top}>
          <h3 className={styles.name}>{name}</h3>
          {item.owned ? (
            <span className={styles.badge}>
              <IconCheckCircle size={14} /> {t('owned')}
            </span>
          ) : null}
        </div>
        <p className={styles.benefit}>{itemBenefit(item, t, i18n.language)}</p>
        <div className={styles.bottom}>
          <p className={`${price ? styles.price : styles.pending} tabular`}>{price || t('noPrice')}</p>
          {item.blocked === null ? (
            <Button variant="primary" disabled={!canBuy} loading={buying} onClick={() => onBuy(item)} aria-label={stars ? t('payStarsItem', { name }) : t('buyItem', { name })}>
              {stars ? t('payStars') : t('buy')}
            </Button>
          ) : null}
        </div>
        {item.blocked && item.blocked !== 'owned' ? (
          <p id={reasonId} className={styles.reason}>
            <IconLock size={14} /> {t(`blocked.${item.blocked}`, { level: item.requiredLevel })}
          </p>
        ) : null}
        {item.owned ? <p className={styles.ownedText}>{t('blocked.owned')}</p> : null}
      </div>
    </li>
  );
}
