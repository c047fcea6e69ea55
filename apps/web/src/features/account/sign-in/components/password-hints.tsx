import { ACCOUNT } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { IconCheck, IconCircle } from '#web/components/icons.tsx';
import { passwordRules } from '../hooks/use-password-rules.ts';
import styles from './password-hints.module.css';

/**
 * Live checklist of the password policy: a tick only on a rule the password meets, an empty ring
 * on the others, and each rule's state in words for those who do not see the marks or the colour.
 */
export function PasswordHints({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {passwordRules(password).rules.map((rule) => (
        <li key={rule.key} className={rule.ok ? styles.ok : undefined}>
          {rule.ok ? <IconCheck size={14} /> : <IconCircle size={14} />}
          {t(`auth.passwordRules.${rule.key}`, { min: ACCOUNT.passwordMinLength })}
          <span className="visually-hidden"> ({t(rule.ok ? 'auth.passwordRuleState.met' : 'auth.passwordRuleState.unmet')})</span>
        </li>
      ))}
    </ul>
  );
}
