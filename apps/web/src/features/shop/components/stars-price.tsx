import { IconStar } from '#web/components/icons.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './stars-price.module.css';

/**
 * A price in Telegram Stars as the shop shows it: the star first, as Telegram writes every Stars
 * price and players look for it, then the count in words ("100 звёзд"), on one line. The star is
 * drawn, not the emoji: the emoji needs a colour font the phone may not have, and shows as a box.
 */
export function StarsPrice({ stars }: { stars: number }) {
  const { t, i18n } = useTranslation('shop');
  return (
    <span className={styles.price}>
      <IconStar size={16} className={styles.star} />
      {t('stars', { count: stars, n: formatNumber(stars, i18n.language, 0) })}
    </span>
  );
}
