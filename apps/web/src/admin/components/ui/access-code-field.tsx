import { ADMIN } from '@fre/domain';
import type { ComponentProps } from 'react';
import { Field } from '#web/components/field.tsx';

type AccessCodeFieldProps = Omit<ComponentProps<typeof Field>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A field of an admin's personal access code, hidden as it is typed and no longer than the server
 * takes; `autoComplete` tells a password manager whether it is the code in use or a new one.
 */
export function AccessCodeField({ value, onChange, ...field }: AccessCodeFieldProps) {
  return <Field type="password" maxLength={ADMIN.accessCodeMaxLength} {...field} value={value} onChange={(event) => onChange(event.target.value)} />;
}
