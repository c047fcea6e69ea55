import type { User } from '@fre/domain';

/** A signed-up player whose email is confirmed: every field of the user the API answers. */
export const emailUser = (overrides: Partial<User> = {}): User => ({
  ...{ id: 'u1', email: 'ada@example.com', pendingEmail: null, hasPassword: true, nickname: 'ada', emailVerified: true, verifiedBy: 'email', referralCode: 'ADA123', role: 'user', level: 1 },
  ...{ balance: '0', balanceFre: '0', totalMined: '0', totalMinedFre: '0', miningRate: '0', activeReferrals: 0, kycStatus: 'none' },
  ...{ tonWallet: null, telegramUsername: null, telegram: null, pendingEmail: null, language: 'en', tutorialCompleted: true, tutorialSkipped: false, createdAt: '2026-11-01T00:00:00.000Z' },
  ...overrides,
});

/** A player whose account was made in Telegram (decision 045): verified by Telegram, without email or password. */
export const telegramUser = (overrides: Partial<User> = {}): User =>
  emailUser({ email: null, hasPassword: false, emailVerified: false, verifiedBy: 'telegram', telegramUsername: 'ada_tg', telegram: { firstName: 'Ada', username: 'ada_tg', since: '2026-11-01T00:00:00.000Z', paused: false }, ...overrides });
