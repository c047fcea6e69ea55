import { useState, type ComponentProps } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Field } from './field.tsx';
import { IconEye, IconEyeOff } from './icons.tsx';
import styles from './password-field.module.css';

type PasswordFieldProps = Omit<ComponentProps<typeof Field>, 'type' | 'action'>;

/**
 * A password input with a button to show what was typed (on a phone, a typo is easy and invisible).
 * The button keeps one name, "Show password", and says whether it is on with aria-pressed: a name
 * that flipped to "Hide" as well would announce the state twice, and contradict itself.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      // Shown, the text is still a password: no spelling check, capitals or corrections on it.
      {...(shown ? { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } : {})}
      action={
        <button type="button" className={styles.toggle} aria-pressed={shown} aria-label={t('common.showPassword')} onClick={() => setShown((current) => !current)}>
          {shown ? <IconEyeOff size={20} /> : <IconEye size={20} />}
        </button>
      }
    />
  );
}
