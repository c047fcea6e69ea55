/** Accounts: sign-up, sign-in, password reset, the player's profile. The API contract (docs/api.md). */
import { z } from 'zod';
import { ACCOUNT } from './constants.ts';
import { languageSchema, nanoRateString, nanoString } from './api-schemas.ts';
import { altchaSchema } from './bot-challenge-schemas.ts';
import { isStrongPassword } from './password-policy.ts';
import { TELEGRAM_USERNAME } from './telegram-values.ts';

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
/** `bearer`: answer a bearer session's token too, as sign-in does, when the link confirmed a sign-up's address (decision 078). */
export const verifyEmailRequest = tokenRequest.extend({ bearer: z.boolean().optional() });
/** `altcha` is always required. */
export const passwordResetRequest = z.strictObject({ email: z.string().trim().toLowerCase().max(254), altcha: altchaSchema.optional() });
export const passwordResetConfirmRequest = z.strictObject({
  token: z.string().min(16).max(200),
  password: passwordSchema,
});
export const resendVerificationRequest = z.strictObject({}).optional();

export const updateMeRequest = z.strictObject({
  nickname: nicknameSchema.optional(),
  /** As Telegram gives usernames (TELEGRAM_USERNAME, the rule initData's is read by), an "@" before it allowed. */
  telegramUsername: z.string().trim().refine((name) => TELEGRAM_USERNAME.test(name.replace(/^@/, '')), { message: 'telegram_invalid' }).nullable().optional(),
  language: languageSchema.optional(),
  tutorialCompleted: z.boolean().optional(),
  tutorialSkipped: z.boolean().optional(),
});

/**
 * The decimal copies of amounts, deprecated (docs/decisions/077, 079): one unit in and out. A field
 * has no header of its own; its notice is in the document, with the dates a route's would give.
 */
const DISPLAY_COPY_DEPRECATED = (amount: string) => `**Deprecated** since 2026-11-29; may be removed from 2027-03-01. Use \`${amount}\` (nano-FRE) instead.`;

export const userSchema = z.object({
  id: z.string(),
  /** Null for an account made in Telegram until its player adds one (decision 045). */
  email: z.string().nullable(),
  /** An address meant to replace `email`, waiting for the link sent to it (decision 048). */
  pendingEmail: z.string().nullable(),
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
  balanceFre: z.string().meta({ deprecated: true, description: `\`balance\` written as a decimal of FRE ("12.5"). ${DISPLAY_COPY_DEPRECATED('balance')}` }),
  totalMined: nanoString,
  totalMinedFre: z.string().meta({ deprecated: true, description: `\`totalMined\` written as a decimal of FRE. ${DISPLAY_COPY_DEPRECATED('totalMined')}` }),
  miningRate: nanoRateString,
  /** Referrals mining that the rate counted at its last update (at most MINING.maxCountedReferrals). */
  activeReferrals: z.number().int(),
  kycStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
  tonWallet: z.string().nullable(),
  telegramUsername: z.string().nullable(),
  /**
   * The Telegram account linked to this one (decision 048): it signs in inside Telegram. `since`
   * is null for a link older than its record; `paused` after a password reset, until kept.
   */
  telegram: z.object({ firstName: z.string().nullable(), username: z.string().nullable(), since: z.string().nullable(), paused: z.boolean() }).nullable(),
  language: languageSchema,
  tutorialCompleted: z.boolean(),
  tutorialSkipped: z.boolean(),
  createdAt: z.string(),
}).meta({
  id: 'User',
  example: {
    id: '5f0c3a9e-2b1d-4c55-9a53-0d6f1b7c2e41', email: 'marie@example.com', pendingEmail: null, hasPassword: true, nickname: 'marie', emailVerified: true,
    verifiedBy: 'email', referralCode: 'MARIE7Q2', role: 'user', level: 2, balance: '12500000000', balanceFre: '12.5', totalMined: '40000000000', totalMinedFre: '40',
    miningRate: '1250000000', activeReferrals: 1, kycStatus: 'none', tonWallet: null, telegramUsername: null, telegram: null, language: 'fr',
    tutorialCompleted: true, tutorialSkipped: false, createdAt: '2026-11-02T09:14:00.000Z',
  },
});
export type User = z.infer<typeof userSchema>;

export const userResponse = z.object({ user: userSchema });
/** POST /api/auth/verify-email: `replaced` when the link confirmed a new address in place of the account's (decision 048). */
export const verifyEmailResponse = z.object({ user: userSchema, replaced: z.boolean(), token: z.string().optional() });
/** POST /api/auth/token/refresh: the session's new token, and when it ends unless renewed again (decision 078). */
export const tokenRefreshResponse = z.object({ token: z.string(), expiresAt: z.string() });
export const loginResponse = z.object({ user: userSchema, token: z.string().optional() });
