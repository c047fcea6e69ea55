/** Request and response schemas: the API contract shared by server and web (api.md). */
import { z } from 'zod';
import { ACCOUNT, LANGUAGES, LEDGER } from './constants.ts';
import { isStrongPassword } from './password-policy.ts';

export const languageSchema = z.enum(LANGUAGES);
/** Amounts travel as strings of integer nano units. */
export const nanoString = z.string().regex(/^-?\d+$/);

export const emailSchema = z.string().trim().toLowerCase().max(254).email({ message: 'invalid_email' });
export const nicknameSchema = z
  .string()
  .trim()
  .min(ACCOUNT.nicknameMinLength, { message: 'nickname_invalid' })
  .max(ACCOUNT.nicknameMaxLength, { message: 'nickname_invalid' })
  .regex(/^[\p{L}\p{N}_.-]+$/u, { message: 'nickname_invalid' });
export const passwordSchema = z
  .string()
  .max(200)
  .refine(isStrongPassword, { message: 'weak_password' });
export const referralCodeSchema = z.string().trim().toUpperCase().regex(/^[A-Z0-9]{4,12}$/, { message: 'referral_code_invalid' });

/** A solved bot challenge is about 350 characters; one longer than this is refused unread. */
export const ALTCHA_MAX_LENGTH = 1_000;

/**
 * A solved bot challenge (decision 021): the base64 string ALTCHA's solvers produce from a
 * challenge of GET /api/auth/challenge, JSON `{algorithm, challenge, number, salt, signature, took}`.
 * Single use. Too long: validation_failed with the field code challenge_invalid.
 */
export const altchaSchema = z
  .string()
  .max(ALTCHA_MAX_LENGTH, { message: 'challenge_invalid' })
  .describe('Solved bot challenge (base64 JSON of algorithm, challenge, number, salt, signature, took). Without it where required: 400 challenge_required; wrong, expired or already used: 400 challenge_invalid.');

/** GET /api/auth/challenge: ALTCHA's v1 challenge JSON; the expiry travels in `salt` (`?expires=`). */
export const botChallengeResponse = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type BotChallenge = z.infer<typeof botChallengeResponse>;

export const registerRequest = z
  .strictObject({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().max(200),
    nickname: nicknameSchema,
    referralCode: z.string().trim().max(32).optional(),
    language: languageSchema.optional(),
    /** Always required. */
    altcha: altchaSchema.optional(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: 'password_mismatch',
    path: ['confirmPassword'],
  });

export const loginRequest = z.strictObject({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().min(1).max(200),
  bearer: z.boolean().optional(),
  /** Required after recent failed sign-ins of the address or its network (400 challenge_required). */
  altcha: altchaSchema.optional(),
  /** With two-step sign-in on (401 second_factor_required without it): a current code or a recovery code. */
  otp: z.string().trim().min(1).max(32).optional(),
});
export const tokenRequest = z.strictObject({ token: z.string().min(16).max(200) });
/** `altcha` is always required. */
export const passwordResetRequest = z.strictObject({ email: z.string().trim().toLowerCase().max(254), altcha: altchaSchema.optional() });
export const passwordResetConfirmRequest = z.strictObject({
  token: z.string().min(16).max(200),
  password: passwordSchema,
});
export const resendVerificationRequest = z.strictObject({}).optional();

export const updateMeRequest = z.strictObject({
  nickname: nicknameSchema.optional(),
  telegramUsername: z.string().trim().regex(/^@?[A-Za-z0-9_]{5,32}$/, { message: 'telegram_invalid' }).nullable().optional(),
  language: languageSchema.optional(),
  tutorialCompleted: z.boolean().optional(),
  tutorialSkipped: z.boolean().optional(),
});

export const userSchema = z.object({
  id: z.string(),
  /** Null for an account made in Telegram until its player adds one (decision 045). */
  email: z.string().nullable(),
  /** An account made in Telegram has none until its player sets one from Security. */
  hasPassword: z.boolean(),
  nickname: z.string(),
  emailVerified: z.boolean(),
  /**
   * What lets this account mine: its confirmed email, or Telegram for an account made there
   * (decision 045); null until then. KYC and withdrawals still need a confirmed email.
   */
  verifiedBy: z.enum(['email', 'telegram']).nullable(),
  referralCode: z.string(),
  role: z.enum(['user', 'admin']),
  level: z.number().int(),
  balance: nanoString,
  balanceFre: z.string(),
  totalMined: nanoString,
  totalMinedFre: z.string(),
  miningRate: nanoString,
  /** Referrals mining that the rate counted at its last update (at most MINING.maxCountedReferrals). */
  activeReferrals: z.number().int(),
  kycStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
  tonWallet: z.string().nullable(),
  telegramUsername: z.string().nullable(),
  language: languageSchema,
  tutorialCompleted: z.boolean(),
  tutorialSkipped: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userResponse = z.object({ user: userSchema });
export const loginResponse = z.object({ user: userSchema, token: z.string().optional() });

export const rateBreakdownSchema = z.object({
  total: nanoString,
  base: nanoString,
  levels: nanoString,
  referrals: nanoString,
  boosts: nanoString,
  packs: nanoString,
  /** Referrals mining now that the rate counts (at most MINING.maxCountedReferrals). */
  countedReferrals: z.number().int(),
});
export type RateBreakdownDto = z.infer<typeof rateBreakdownSchema>;

export const miningSessionSchema = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  rate: nanoString,
  earnings: nanoString,
  /** Settled earnings and the instant they were settled, so clients tick with the server's formula. */
  accrued: nanoString,
  accruedUntil: z.string(),
  active: z.boolean(),
  claimed: z.boolean(),
  timeReduction: z.number().int(),
});
export type MiningSessionDto = z.infer<typeof miningSessionSchema>;

export const miningStateResponse = z.object({
  session: miningSessionSchema.nullable(),
  rate: rateBreakdownSchema,
  serverTime: z.string(),
});
export type MiningState = z.infer<typeof miningStateResponse>;

export const miningSessionResponse = z.object({ session: miningSessionSchema });
export const claimResponse = z.object({ claimed: nanoString, balance: nanoString, totalMined: nanoString });

export const ledgerQuery = z.strictObject({
  cursor: z.string().regex(/^\d+$/).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(LEDGER.pageSize),
});
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  amount: nanoString,
  balanceAfter: nanoString,
  createdAt: z.string(),
  ref: z.string().nullable(),
});
export const ledgerResponse = z.object({ entries: z.array(ledgerEntrySchema), nextCursor: z.string().nullable() });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const errorResponse = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

export const replicaHealth = z.object({
  state: z.enum(['in_use', 'lagging', 'down']),
  lagMs: z.number().nullable(),
  checkedAt: z.string().nullable(),
  detail: z.string().nullable(),
});
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  time: z.string(),
  services: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string().nullable(), checkedAt: z.string() })),
  /** The read replica (DATABASE_READ_URL); null when none is configured. */
  replica: replicaHealth.nullable(),
});
export const clockRequest = z.strictObject({ advanceMs: z.number().int().min(0).max(10 * 365 * 86_400_000) });
export const clockResponse = z.object({ now: z.string(), offsetMs: z.number() });
