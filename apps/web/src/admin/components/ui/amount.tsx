import { useTranslation } from '#web/lib/use-translation.ts';
import { formatBalance, formatRate } from '#web/lib/format.ts';
import { NO_BREAK_SPACE } from '#web/lib/typeset.ts';
import styles from './amount.module.css';

interface AmountProps {
  nano: string | bigint;
  /** Shows + for credits and colours gains green and losses red. */
  signed?: boolean;
  /** A rate in nano-FRE per hour (7 decimals, FRE/h). */
  rate?: boolean;
}

/** An FRE amount with its unit, in the language's number format (balances 4 decimals, rates 7). */
export function Amount({ nano, signed = false, rate = false }: AmountProps) {
  const { t, i18n } = useTranslation();
  const value = BigInt(nano);
  const text = rate ? formatRate(value, i18n.language) : formatBalance(value, i18n.language);
  const tone = signed ? (value > 0n ? styles.gain : value < 0n ? styles.loss : undefined) : undefined;
  return (
    <span className={['tabular', styles.amount, tone].filter(Boolean).join(' ')}>
      {signed && value > 0n ? '+' : ''}
      {text}
      {NO_BREAK_SPACE}
      <span className={styles.unit}>{rate ? t('units.frePerHour') : 'FRE'}</span>
    </span>
  );
}
