import { useId } from 'react';
import styles from './segmented.module.css';

interface SegmentedProps<T extends string | number> {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A small set of exclusive choices (radio buttons drawn as one control). */
export function Segmented<T extends string | number>({ label, options, value, onChange }: SegmentedProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className={`${styles.option} ${option.value === value ? styles.active : ''}`}>
          <input
            type="radio"
            name={name}
            className={styles.input}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
