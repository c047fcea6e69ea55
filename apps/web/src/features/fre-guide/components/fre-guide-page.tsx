import { useTranslation } from '#web/lib/use-translation.ts';
import { paths } from '#web/config/paths.ts';
import { ButtonLink } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconBarChart, IconPickaxe, IconWallet } from '#web/components/icons.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { namedWallets } from '#web/lib/named-wallets.ts';
import { usePrice } from '#web/lib/price/get-price.ts';
import styles from './fre-guide-page.module.css';

const STEPS = ['wallet', 'ton', 'link', 'swap', 'keep'] as const;

/**
 * /fre: how to buy FRE, step by step, with the way to the wallet and trading pages. Without an
 * exchange set on this installation, the trading step says it waits for one instead of sending to
 * the trading page, which sends here for lack of one (docs/decisions/081-a-first-day-without-dead-ends.md).
 */
export function FreGuidePage() {
  const { t, i18n } = useTranslation('fre-guide');
  const wallets = namedWallets(i18n.language);
  const price = usePrice();
  const exchange = price.data?.tradingUrl ?? null;
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} subtitle={t('subtitle', { count: STEPS.length })} />
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={`${styles.number} tabular`} aria-hidden="true">
              {index + 1}
            </span>
            <div className={styles.body}>
              <h2 className={styles.title}>{t(`steps.${step}.title`)}</h2>
              <p className={styles.text}>{t(`steps.${step}.text`, { wallets })}</p>
              {step === 'link' ? (
                <ButtonLink to={paths.wallet.getHref()} variant="ton" icon={<IconWallet />}>
                  {t('toWallet')}
                </ButtonLink>
              ) : null}
              {step === 'swap' && exchange ? (
                <ButtonLink to={paths.trading.getHref()} variant="primary" icon={<IconBarChart />}>
                  {t('toTrading')}
                </ButtonLink>
              ) : null}
              {step === 'swap' && !price.isPending && !exchange ? <p className={styles.waits}>{t('swapWaits')}</p> : null}
              {step === 'keep' ? (
                <ButtonLink to={paths.dashboard.getHref()} variant="secondary" icon={<IconPickaxe />}>
                  {t('toMining')}
                </ButtonLink>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <Card className={styles.safety}>
        <h2 className={styles.safetyTitle}>{t('safety.title')}</h2>
        <p className={styles.text}>{t('safety.text')}</p>
      </Card>
    </div>
  );
}
