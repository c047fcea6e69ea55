/** Back-office request and response schemas (D6, issue: back office foundation). */
import { z } from 'zod';
import { ADMIN } from './constants.ts';
import { parseFre } from './money.ts';
import { PUBLIC_LINKS, type PublicLink } from './public-links.ts';
import { nanoString, replicaHealth } from './schemas.ts';

const accessCode = z.string().max(ADMIN.accessCodeMaxLength);

export const accessCodeRequest = z.strictObject({
  currentCode: accessCode.optional(),
  newCode: accessCode.min(ADMIN.accessCodeMinLength, { message: 'access_code_too_short' }),
});
export const unlockRequest = z.strictObject({ code: accessCode.min(1) });
/** `secondFactor`: whether the account has an app code or a passkey, without which the gate stays shut (decision 024). */
export const adminGateStatus = z.object({ hasCode: z.boolean(), unlocked: z.boolean(), secondFactor: z.boolean(), idleLockMs: z.number() });

export const FEATURE_FLAGS = ['games', 'shop', 'referrals'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export const settingsSchema = z.object({
  games: z.boolean(),
  shop: z.boolean(),
  referrals: z.boolean(),
  maintenance: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsUpdateRequest = settingsSchema.partial().strict();
export const publicSettingsResponse = z.object({ features: settingsSchema.pick({ games: true, shop: true, referrals: true }), maintenance: z.boolean() });

export const auditQuery = z.strictObject({
  action: z.string().max(64).optional(),
  actorId: z.uuid().optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  cursor: z.string().regex(/^\d+$/).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN.auditPageSize),
});
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorLabel: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export const auditPage = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable(), actions: z.array(z.string()) });

export const userSearchQuery = z.strictObject({
  q: z.string().trim().max(254).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN.usersPageSize),
});
export const adminUserSummary = z.object({
  id: z.string(),
  /** Null for an account made in Telegram that has not added one (decision 045). */
  email: z.string().nullable(),
  nickname: z.string(),
  referralCode: z.string(),
  role: z.enum(['user', 'admin']),
  emailVerified: z.boolean(),
  banned: z.boolean(),
  balance: nanoString,
  totalMined: nanoString,
  level: z.number().int(),
  kycStatus: z.string(),
  createdAt: z.string(),
});
export const userSearchResponse = z.object({ users: z.array(adminUserSummary), nextCursor: z.string().nullable() });
export const adminUserDetail = z.object({
  user: adminUserSummary.extend({
    miningRate: nanoString,
    activeReferrals: z.number().int(),
    tonWallet: z.string().nullable(),
    telegramUsername: z.string().nullable(),
    language: z.string(),
    referredBy: z.object({ id: z.string(), nickname: z.string() }).nullable(),
    bannedAt: z.string().nullable(),
    /** Two-step sign-in with an app is on: support can reset it (decision 024). */
    twoStep: z.boolean(),
  }),
  ledger: z.array(z.object({ id: z.string(), kind: z.string(), amount: nanoString, balanceAfter: nanoString, ref: z.string().nullable(), reason: z.string().nullable(), createdAt: z.string() })),
  sessions: z.array(z.object({ id: z.string(), startTime: z.string(), endTime: z.string(), rate: nanoString, active: z.boolean(), claimed: z.boolean(), earnings: nanoString.nullable() })),
  referrals: z.object({ count: z.number().int(), active: z.number().int(), frozen: z.number().int(), recent: z.array(z.object({ id: z.string(), nickname: z.string(), createdAt: z.string() })) }),
});

export const adjustBalanceRequest = z.strictObject({
  amount: z.string().trim().refine((text) => {
    const nano = parseFre(text);
    return nano !== null && nano !== 0n;
  }, { message: 'invalid_amount' }),
  reason: z.string().trim().min(3, { message: 'reason_required' }).max(500),
});
export const adjustBalanceResponse = z.object({ balance: nanoString, ledgerId: z.string() });
export const banRequest = z.strictObject({ banned: z.boolean(), reason: z.string().trim().min(3, { message: 'reason_required' }).max(500) });
export const roleRequest = z.strictObject({ role: z.enum(['user', 'admin']) });
/** Support's reset of a player's two-step sign-in, after checking who asks (decision 024). */
export const resetTwoStepRequest = z.strictObject({ reason: z.string().trim().min(3, { message: 'reason_required' }).max(500) });

export const adminOverview = z.object({
  users: z.number().int(),
  verifiedUsers: z.number().int(),
  activeSessions: z.number().int(),
  pendingKyc: z.number().int(),
  pendingWithdrawals: z.number().int(),
  mined24h: nanoString,
  generatedAt: z.string(),
  /** Outside services as last checked by the health job (every 5 minutes). */
  services: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string().nullable(), checkedAt: z.string() })),
  /** The read replica, as this instance last measured it; null without one. */
  replica: replicaHealth.nullable(),
});

export const adminSessionsResponse = z.object({
  sessions: z.array(z.object({ id: z.string(), adminId: z.string(), nickname: z.string(), email: z.string(), createdAt: z.string(), lastSeenAt: z.string().nullable(), unlocked: z.boolean(), current: z.boolean(), ip: z.string().nullable(), userAgent: z.string().nullable() })),
});

/** What the browser needs to know of the server's configuration (nothing secret). */
export const clientConfigResponse = z.object({
  tonConnect: z.object({ manifestUrl: z.string(), walletsListUrl: z.string().nullable(), twaReturnUrl: z.string().nullable() }),
  tonNetwork: z.enum(['mainnet', 'testnet']),
  shopConfigured: z.boolean(),
  priceConfigured: z.boolean(),
  telegramBotConfigured: z.boolean(),
  /** The Mini App's t.me link (`https://t.me/<bot>/<app>`): invitations inside Telegram open it with `?startapp=ref_<CODE>`. */
  telegramMiniAppUrl: z.string().nullable(),
  /** The project's public addresses (white paper, site, Telegram, social); null: not set, not shown. */
  links: z.object(Object.fromEntries(PUBLIC_LINKS.map((link) => [link, z.string().nullable()])) as Record<PublicLink, z.ZodNullable<z.ZodString>>),
});
