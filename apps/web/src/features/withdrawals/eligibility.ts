import type { User } from '@fre/domain';

export type EligibilityKey = 'wallet' | 'kyc' | 'delay' | 'balance';

export interface EligibilityItem {
  key: EligibilityKey;
  met: boolean;
}

interface Input {
  user: Pick<User, 'tonWallet' | 'kycStatus' | 'balance'>;
  /** Minimum for the user's level, nano-FRE. */
  minimum: string;
  blockedUntil: string | null;
  now: number;
}

/** The conditions of a withdrawal (decision 071), in the order a user meets them. */
export function eligibility({ user, minimum, blockedUntil, now }: Input): EligibilityItem[] {
  return [
    { key: 'wallet', met: user.tonWallet !== null },
    { key: 'kyc', met: user.kycStatus === 'approved' },
    { key: 'delay', met: blockedUntil === null || Date.parse(blockedUntil) <= now },
    { key: 'balance', met: BigInt(user.balance) >= BigInt(minimum) },
  ];
}

export const isEligible = (items: EligibilityItem[]) => items.every((item) => item.met);
