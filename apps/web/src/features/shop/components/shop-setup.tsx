import { paths } from '#web/config/paths.ts';
import { ButtonLink } from '#web/components/button.tsx';
import { IconTool } from '#web/components/icons.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './shop-setup.module.css';

/** The server setting that names the wallet receiving the shop's payments (README, docs/operations.md). */
const WALLET_VARIABLE = 'SHOP_WALLET_ADDRESS';

interface ShopSetupProps {
  /** Whether the server has the wallet that receives the payments. */
  configured: boolean;
  /** Whether at least one article has a price. */
  priced: boolean;
}

/**
 * For an admin, what the shop still needs before players can buy: the payment wallet (a server
 * setting) and the prices (the back office's shop page, one tap away).
 */
export function ShopSetup({ configured, priced }: ShopSetupProps) {
  const { t } = useTranslation('shop');
  return (
    <section className={styles.setup} aria-labelledby="shop-setup">
      <h2 id="shop-setup" className={styles.title}>
        <IconTool size={18} />
        {t('setup.title')}
      </h2>
      <p className={styles.note}>{t('setup.adminOnly')}</p>
      <ol className={styles.steps}>
        {configured ? null : <li>{t('setup.wallet', { variable: WALLET_VARIABLE })}</li>}
        {priced ? null : (
          <li>
            <p>{t('setup.prices')}</p>
            <ButtonLink className={styles.link} to={paths.admin.getHref('shop')} variant="secondary">
              {t('setup.openAdmin')}
            </ButtonLink>
          </li>
        )}
      </ol>
    </section>
  );
}
