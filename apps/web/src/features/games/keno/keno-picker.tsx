import { KENO } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './keno-picker.module.css';

interface KenoPickerProps {
  picks: number[];
  onChange: (picks: number[]) => void;
  /** Numbers drawn in the last round, highlighted on the grid. */
  drawn?: number[];
  disabled?: boolean;
}

/** The 40-number grid: tap to pick or unpick, at most 10 picks (further numbers are disabled). */
export function KenoPicker({ picks, onChange, drawn = [], disabled }: KenoPickerProps) {
  const { t } = useTranslation('games');
  const full = picks.length >= KENO.maxPicks;
  return (
    <fieldset className={styles.picker} disabled={disabled}>
      <legend className={styles.legend}>{t('keno.picker', { count: picks.length, max: KENO.maxPicks })}</legend>
      <div className={styles.grid}>
        {Array.from({ length: KENO.numbers }, (_, i) => i + 1).map((n) => {
          const picked = picks.includes(n);
          const hit = drawn.includes(n);
          const className = [styles.cell, picked && styles.picked, hit && styles.drawn, picked && hit && styles.hit].filter(Boolean).join(' ');
          return (
            <button
              key={n}
              type="button"
              className={className}
              aria-pressed={picked}
              disabled={!picked && full}
              onClick={() => onChange(picked ? picks.filter((p) => p !== n) : [...picks, n])}
              style={hit ? { animationDelay: `${drawn.indexOf(n) * 60}ms` } : undefined}
            >
              {n}
            </button>
          );
        })}
      </div>
      <div className={styles.tools}>
        <button type="button" className={styles.tool} onClick={() => onChange(randomPicks(Math.max(picks.length, 5)))}>
          {t('keno.random')}
        </button>
        <button type="button" className={styles.tool} onClick={() => onChange([])} disabled={picks.length === 0}>
          {t('keno.clear')}
        </button>
      </div>
    </fieldset>
  );
}

function randomPicks(count: number): number[] {
  const pool = Array.from({ length: KENO.numbers }, (_, i) => i + 1);
  return Array.from({ length: count }, () => pool.splice(Math.floor(Math.random() * pool.length), 1)[0]!);
}
