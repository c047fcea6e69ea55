import { Spinner } from '#web/components/spinner.tsx';
import styles from './switch.module.css';

interface SwitchProps {
  checked: boolean;
  /** The accessible name (the setting's label). */
  label: string;
  /** Ids of the texts that describe the setting. */
  describedBy?: string;
  busy?: boolean;
  disabled?: boolean;
  onChange: (next: boolean) => void;
}

/** An on/off switch (role="switch"), 48 px tall for the thumb. */
export function Switch({ checked, label, describedBy, busy = false, disabled = false, onChange }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      className={`${styles.switch} ${checked ? styles.on : ''}`}
      onClick={() => onChange(!checked)}
    >
      <span className={styles.track}>
        <span className={styles.thumb}>{busy ? <Spinner size={14} /> : null}</span>
      </span>
    </button>
  );
}
