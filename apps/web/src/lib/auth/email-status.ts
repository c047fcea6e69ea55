import type { User } from '@fre/domain';

/**
 * Where the account's email address stands (decision 045): an account made in Telegram has none
 * until its player adds one; an added or signed-up address counts once its link was opened.
 */
export type EmailStatus = 'none' | 'unconfirmed' | 'confirmed';

export function emailStatus(user: Pick<User, 'email' | 'emailVerified'>): EmailStatus {
  if (user.email === null) return 'none';
  return user.emailVerified ? 'confirmed' : 'unconfirmed';
}
