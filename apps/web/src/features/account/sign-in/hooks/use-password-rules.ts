import { ACCOUNT, isStrongPassword } from '@fre/domain';

/** The parts of the password policy (domain isStrongPassword), each checked live for the hint list. */
export function passwordRules(password: string) {
  return {
    valid: isStrongPassword(password),
    rules: [
      { key: 'length', ok: password.length >= ACCOUNT.passwordMinLength },
      { key: 'uppercase', ok: /[A-Z]/.test(password) },
      { key: 'lowercase', ok: /[a-z]/.test(password) },
      { key: 'digit', ok: /\d/.test(password) },
      { key: 'special', ok: /[^A-Za-z0-9]/.test(password) },
    ] as const,
  };
}
