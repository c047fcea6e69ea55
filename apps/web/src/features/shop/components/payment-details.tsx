import { useTranslation } from '#web/lib/use-translation.ts';
import { IconClock } from '#web/components/icons.tsx';
import { CopyButton } from '#web/components/copy-button.tsx';
import { formatCountdown, useCountdown } from '../hooks/use-countdown.ts';
import { formatTon } from '../item-text.ts';
import styles from './payment-details.module.css';

interface PaymentDetailsProps {
  address: string;
  /** nanoTON */
  amount: string;
  comment: string;
  validUntil: string;
}

/** What any wallet needs to pay the order by hand: address, exact amount, comment, and the time left. */
export function PaymentDetails({ address, amount, comment, validUntil }: PaymentDetailsProps) {
  const { t, i18n } = useTranslation('shop');
  const left = useCountdown(validUntil);
  const ton = formatTon(amount, i18n.language);
  const rows = [
    { key: 'address', label: t('order.details.address'), value: address, copy: address, mono: true },
    { key: 'amount', label: t('order.details.amount'), value: `${ton} TON`, copy: ton.replace(/\s/g, ''), mono: false },
    { key: 'comment', label: t('order.details.comment'), value: comment, copy: comment, mono: true },
  ];
  return (
    <section className={styles.details} aria-label={t('order.details.title')}>
      <h3 className={styles.title}>{t('order.details.title')}</h3>
      <p className={styles.intro}>{t('order.details.intro')}</p>
      {/* A <dl> row holds only its <dt> and <dd>: the copy button lives in the <dd>, drawn beside both. */}
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row}>
            <dt className={styles.label}>{row.label}</dt>
            <dd className={`${styles.value} ${row.mono ? styles.mono : 'tabular'}`}>
              {row.value}
              <span className={styles.copy}>
                <CopyButton text={row.copy} label={t('order.details.copy', { what: row.label })} copiedLabel={t('order.details.copied')} />
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.warning}>{t('order.details.commentRequired')}</p>
      <p className={`${styles.timer} tabular`} role="timer" aria-label={t('order.details.validFor', { time: formatCountdown(left) })}>
        <IconClock size={16} /> {t('order.details.validFor', { time: formatCountdown(left) })}
      </p>
    </section>
  );
}
