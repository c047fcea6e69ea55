import { Spinner } from './spinner.tsx';
import styles from './switch.module.css';

interface SwitchProps {
  checked: boolean;
  onChange?: (next: boolean) => void;
  /** For a visible `<label htmlFor>`; without one, `label` names the switch. */
  id?: string;
  /** The accessible name when no visible label points at the switch. */
  label?: string;
  /** Ids of the texts that describe the setting. */
  describedBy?: string;
  /** Saving or reading the state: the thumb spins and the switch waits. */
  busy?: boolean;
  disabled?: boolean;
}

/**
 * An on/off switch: a checkbox that says role="switch" and aria-checked, so that it is checked and
 * toggled with the keyboard as a checkbox is, and announced as a switch. Taps land within 48 px.
 */
export function Switch({ checked, onChange, id, label, describedBy, busy = false, disabled = false }: SwitchProps) {
  return (
    <span className={styles.switch}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.input}
        checked={checked}
        aria-checked={checked}
        aria-label={label}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      {busy ? (
        <span className={styles.spinner}>
          <Spinner size={14} />
        </span>
      ) : null}
    </span>
  );
}
