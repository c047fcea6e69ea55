import { useId, type SelectHTMLAttributes } from 'react';
import { IconChevronDown } from '#web/components/icons.tsx';
import fieldStyles from '#web/components/field.module.css';
import styles from './select-field.module.css';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: { value: string; label: string }[];
}

/** A labelled native select, styled like the text fields. */
export function SelectField({ label, options, id, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldStyles.label} htmlFor={selectId}>
        {label}
      </label>
      <div className={styles.wrap}>
        <select id={selectId} className={`${fieldStyles.input} ${styles.select}`} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <IconChevronDown size={16} className={styles.chevron} />
      </div>
    </div>
  );
}
