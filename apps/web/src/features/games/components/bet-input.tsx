import { useTranslation } from '#web/lib/use-translation.ts';
import { formatNumber } from '#web/lib/format.ts';
import { Field } from '#web/components/field.tsx';
import { BET, formatStake, nanoToNumber, parseStake, type StakeError } from '../stake.ts';
import styles from './bet-input.module.css';

interface BetInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The player's balance in nano-FRE, for the max button and the balance check. */
  balance: string | undefined;
  /** Show the validation message (after a first attempt to play). */
  showError: boolean;
  disabled?: boolean;
}

/** The bet in the language's number format, with ½, 2× and max (capped at 10,000 FRE and the balance). */
export function BetInput({ value, onChange, balance, showError, disabled }: BetInputProps) {
  const { t, i18n } = useTranslation('games');
  const language = i18n.language;
  const parsed = parseStake(value, language, balance === undefined ? undefined : BigInt(balance));
  const error: StakeError | null = 'error' in parsed ? parsed.error : null;
  const loose = parseStake(value, language);
  const current = 'stake' in loose ? nanoToNumber(loose.stake) : BET.min;
  const balanceFre = balance === undefined ? BET.max : Math.floor(Number(BigInt(balance) / 1_000_000n)) / 1000;
  const clamp = (x: number) => formatStake(Math.max(BET.min, Math.min(BET.max, balanceFre >= BET.min ? balanceFre : BET.max, Math.floor(x * 1000) / 1000)), language);
  return (
    <div className={styles.bet}>
      <Field
        label={t('bet.label')}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        error={showError && error ? t(`bet.errors.${error}`, { min: formatStake(BET.min, language), max: formatStake(BET.max, language) }) : undefined}
        hint={t('bet.hint', { min: formatStake(BET.min, language), max: formatNumber(BET.max, language) })}
      />
      <div className={styles.quick} role="group" aria-label={t('bet.quick')}>
        {/* The name starts with the sign shown (WCAG 2.5.3, label in name): voice users say "2×". */}
        <button type="button" className={styles.chip} disabled={disabled} onClick={() => onChange(clamp(current / 2))} aria-label={`½ — ${t('bet.half')}`}>½</button>
        <button type="button" className={styles.chip} disabled={disabled} onClick={() => onChange(clamp(current * 2))} aria-label={`2× — ${t('bet.double')}`}>2×</button>
        <button type="button" className={styles.chip} disabled={disabled} onClick={() => onChange(clamp(BET.max))}>{t('bet.max')}</button>
      </div>
    </div>
  );
}
