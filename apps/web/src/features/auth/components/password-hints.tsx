import { ACCOUNT } from '@fre/domain';
import { useTranslation } from '../../../lib/use-translation';
import { IconCheck } from '../../../components/icons';
import { passwordRules } from '../hooks/use-password-rules';
import styles from './password-hints.module.css';

/** Live checklist of the password policy. */
export function PasswordHints({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {passwordRules(password).rules.map((rule) => (
        <li key={rule.key} className={rule.ok ? styles.ok : undefined}>
          <IconCheck size={14} />
          {t(`auth.passwordRules.${rule.key}`, { min: ACCOUNT.passwordMinLength })}
        </li>
      ))}
    </ul>
  );
}
