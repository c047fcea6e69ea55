import { ACCOUNT } from './constants.ts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * As the original made them: first 3 letters of the nickname uppercased + 3 random uppercase alphanumerics.
 * Nicknames with fewer than 3 letters are padded with X so every code has the same shape.
 */
export function makeReferralCode(nickname: string, randomIndex: (max: number) => number): string {
  const letters = nickname.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase().slice(0, 3).padEnd(3, 'X');
  let suffix = '';
  for (let i = 0; i < ACCOUNT.referralCodeRandomLength; i++) suffix += ALPHANUMERIC[randomIndex(ALPHANUMERIC.length)];
  return letters + suffix;
}
