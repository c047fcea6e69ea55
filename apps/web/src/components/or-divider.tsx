import styles from './or-divider.module.css';

/** "or" between two ways to do one thing (a password form and its passkey button), on a rule. */
export function OrDivider({ label }: { label: string }) {
  return (
    <p className={styles.or}>
      <span>{label}</span>
    </p>
  );
}
