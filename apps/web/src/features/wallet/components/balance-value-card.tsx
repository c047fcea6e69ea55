import type { User } from '@fre/domain';
import { Link } from 'react-router';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ButtonLink } from '#web/components/button.tsx';
import { Amount } from '#web/components/amount.tsx';
import { Fre } from '#web/components/fre.tsx';
import { Card } from '#web/components/card.tsx';
import { IconCheckCircle, IconSend, IconStar } from '#web/components/icons.tsx';
import { paths } from '#web/config/paths.ts';
import { usePrice } from '#web/lib/price/get-price.ts';
import { formatTonValue, formatUsd, valueOf } from '#web/lib/price/price-format.ts';
import styles from './balance-value-card.module.css';

/** The FRE balance and what it is worth at the current price (only when a price is known), with the way to withdraw and its proof. */
export function BalanceValueCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation(['wallet', 'price']);
  const price = usePrice();
  const language = i18n.language;
  const known = price.data ?? null;
  return (
    <Card title={t('balance.title')} icon={<IconStar size={16} />}>
      <p className={`${styles.amount} tabular`}>
        <Fre nano={user.balance} fit unitClassName={styles.unit} />
      </p>
      <p className={`${styles.value} tabular`}>
        {known ? (
          <>
            ≈{'\u00a0'}
            <Amount value={formatTonValue(valueOf(user.balance, known.priceTon), language)} unit="TON" />
            {known.priceUsd ? (
              <>
                {' · '}
                <Amount value={formatUsd(valueOf(user.balance, known.priceUsd), language)} />
              </>
            ) : null}
          </>
        ) : price.isPending
            ? t('price:loading')
            : t('balance.noPrice')}
      </p>
      <ButtonLink to={paths.withdrawal.getHref()} variant="secondary" block icon={<IconSend />} className={styles.withdraw}>
        {t('balance.withdraw')}
      </ButtonLink>
      <Link to={paths.proof.getHref()} className={styles.proof}>
        <IconCheckCircle size={16} />
        {t('balance.proof')}
      </Link>
    </Card>
  );
}
