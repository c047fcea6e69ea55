import { useId } from 'react';
import fieldStyles from '#web/components/field.module.css';
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
    <div className={`${fieldStyles.field} ${styles.field}`}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${fieldStyles.input} ${styles.input}`}
        rows={3}
        maxLength={500}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
