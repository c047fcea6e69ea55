import styles from './spinner.module.css';

/** An indeterminate spinner; decorative unless given a label. */
export function Spinner({ size = 24, label }: { size?: number; label?: string }) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
