import { useId } from 'react';
import styles from './reason-field.module.css';

interface ReasonFieldProps {
  label: string;
  hint?: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** A multi-line reason, labelled, with its hint and error wired for assistive technology. */
export function ReasonField({ label, hint, value, error, onChange }: ReasonFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.input}
        rows={3}
        maxLength={500}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
