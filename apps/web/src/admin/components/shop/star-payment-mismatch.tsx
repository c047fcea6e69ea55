import { useTranslation } from '#web/lib/use-translation.ts';
import type { AdminStarPayment } from '../../api/get-admin-shop.ts';
import { formatStars } from './shop-labels.ts';
import styles from './shop-admin-page.module.css';

type Mismatch = NonNullable<AdminStarPayment['mismatch']>;

/** What a Stars payment said against what its order expected: the payer, the currency, the total. */
export function StarPaymentMismatch({ mismatch }: { mismatch: Mismatch }) {
  const { t, i18n } = useTranslation('admin-shop');
  const { payer, currency, total } = mismatch;
  return (
    <ul className={styles.mismatch} aria-label={t('stars.mismatch.title')}>
      {payer ? (
        <li>{payer.expected === null ? t('stars.mismatch.payerUnlinked', { paid: payer.paid }) : t('stars.mismatch.payer', { paid: payer.paid, expected: payer.expected })}</li>
      ) : null}
      {currency ? <li>{t('stars.mismatch.currency', { paid: currency.paid, expected: currency.expected })}</li> : null}
      {total ? <li>{t('stars.mismatch.total', { paid: formatStars(total.paid, i18n.language), expected: formatStars(total.expected, i18n.language) })}</li> : null}
    </ul>
  );
}
