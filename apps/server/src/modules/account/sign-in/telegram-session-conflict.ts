import { AppError } from '#server/lib/app-error.ts';

/** The live session a request came with (its cookie or bearer token), as the sign-in weighs it. */
export interface PresentSession {
  userId: string;
  nickname: string;
}

/**
 * A Telegram sign-in never silently replaces the session of another account (decision 045,
 * amended): a link can carry someone else's initData, and whoever opens it would be working in that
 * account (and could send their identity documents into it). Refused with session_conflict, which
 * names the present account for the question the app asks, until the person chose to switch.
 * `accountId` is the account the Telegram user signs into, null when the sign-in would make one.
 */
export function refuseSilentSwitch(present: PresentSession | null, accountId: string | null, switchAccount: boolean | undefined): void {
  if (!present || present.userId === accountId || switchAccount === true) return;
  throw new AppError('session_conflict', { nickname: present.nickname }, { nickname: present.nickname });
}
