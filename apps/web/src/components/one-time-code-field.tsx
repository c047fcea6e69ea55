import type { ComponentProps } from 'react';
import { Field } from './field.tsx';

type OneTimeCodeFieldProps = Omit<ComponentProps<typeof Field>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * The field of an authenticator app's code or a recovery code, where an action asks for the
 * person: the phone offers the code from its keyboard or a message (one-time-code), and a text
 * keyboard without capitals or spelling lets a recovery code (letters and a dash) be typed too.
 */
export function OneTimeCodeField({ value, onChange, ...field }: OneTimeCodeFieldProps) {
  return (
    <Field
      inputMode="text"
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={32}
      required
      {...field}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
