import { ACCOUNT } from './constants.ts';

/** The original's password policy (decision 069): at least 8 characters with an uppercase, a lowercase, a digit and a special character. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= ACCOUNT.passwordMinLength &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}
