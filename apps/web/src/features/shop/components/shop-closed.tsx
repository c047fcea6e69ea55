import { IconBag } from '#web/components/icons.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './shop-closed.module.css';

/**
 * No article has a price yet (a fresh install): the shop says so once, instead of a list of cards
 * that cannot be bought, each saying it has no price.
 */
export function ShopClosed() {
  const { t } = useTranslation('shop');
  return (
    <section className={styles.closed} aria-labelledby="shop-closed">
      <span className={styles.icon}>
        <IconBag size={28} />
      </span>
      <h2 id="shop-closed" className={styles.title}>
        {t('closed.title')}
      </h2>
      <p className={styles.text}>{t('closed.text')}</p>
    </section>
  );
}
