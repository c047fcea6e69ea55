import type { CSSProperties } from 'react';
import { NO_BREAK_SPACE } from '#web/lib/typeset.ts';
import styles from './amount.module.css';

export interface AmountProps {
  /** The number as lib/format.ts writes it in the page's language ("7 512 345,6789012"). */
  value: string;
  /** Its unit, after a no-break space ("FRE", "FRE/h", "TON", "%"). */
  unit?: string;
  /** "+" before a gain (a rate's bonus), part of the unbreakable whole. */
  sign?: string;
  /**
   * Shrinks to the width of its box rather than run out of it: a figure that has its own line (a
   * balance in a card). A figure inside a sentence only keeps on one line.
   */
  fit?: boolean;
  className?: string;
  unitClassName?: string;
}

/** A Chinese character is about as wide as two digits ("FRE/小时"): it counts twice. */
const wide = (text: string) => text.replace(/[^\u2e80-\u9fff]/g, '').length;

/**
 * Every amount, rate and unit the app shows: the number and its unit as one word that no line
 * breaks, neither inside the number nor between it and its unit (docs/decisions/054). A figure that
 * `fit`s shrinks by CSS alone (container query units over its length in characters), so that a
 * seven-digit balance stays whole on a 320 px phone without measuring anything on each tick.
 * `Fre` (fre.tsx) and `Rate` (rate.tsx) write a nano amount and a rate with it.
 */
export function Amount({ value, unit, sign = '', fit, className = '', unitClassName }: AmountProps) {
  const amount = (
    <span className={`${styles.amount} ${className}`} data-amount="" style={fit ? ({ '--amount-length': sign.length + value.length + (unit ? unit.length + 1 + wide(unit) : 0) } as CSSProperties) : undefined}>
      {sign}
      {value}
      {unit ? NO_BREAK_SPACE : null}
      {unit ? <span className={unitClassName}>{unit}</span> : null}
    </span>
  );
  return fit ? <span className={styles.fit}>{amount}</span> : amount;
}
