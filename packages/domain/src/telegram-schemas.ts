import { z } from 'zod';
import { userSchema } from './account-schemas.ts';
import { altchaSchema } from './bot-challenge-schemas.ts';
import { otpCode } from './two-step-schemas.ts';
import { pageOf, pageQuery } from './page-schemas.ts';

/**
 * POST /api/auth/telegram (decision 045): the Mini App's `initData`, the raw string Telegram signed.
 * `altcha` only when it makes an account (the server answers challenge_required first); `otp` when
 * the account has two-step on (second_factor_required first); `switchAccount` when the person chose
 * Telegram's account over the session of another one this browser holds (session_conflict first).
 */
export const telegramSignInRequest = z.strictObject({
  initData: z.string().min(10).max(4096),
  altcha: altchaSchema.optional(),
  otp: otpCode.optional(),
  switchAccount: z.boolean().optional(),
});
/** `token`: a bearer session for a webview that drops cookies (the cookie is set too); `created`: a new account. */
export const telegramSignInResponse = z.object({ token: z.string(), user: userSchema, created: z.boolean() });
export type TelegramSignInResponse = z.infer<typeof telegramSignInResponse>;

/**
 * POST /api/telegram/messages (decision 045): the webview's requestWriteAccess answer. Allowed, the bot
 * writes to the player in place of Web Push (session ended, withdrawal paid); a blocked bot withdraws it.
 */
export const telegramMessagesRequest = z.strictObject({ allowed: z.boolean() });
export const telegramMessagesResponse = z.object({ allowed: z.boolean() });

/** POST /api/telegram/link: the Mini App's initData, linking the signed-in player's Telegram account. */
export const telegramLinkRequest = z.strictObject({ initData: z.string().min(10).max(4096) });

/**
 * GET /api/admin/telegram/refused-updates (decision 045, amended): the bot's updates the webhook
 * refused, answered 200 and kept. `body`: the update as JSON, everything outside printable ASCII
 * escaped, cut to a bound; `reason`: the fields refused.
 */
export const refusedUpdateSchema = z.object({
  id: z.string(),
  updateId: z.string().nullable(),
  kind: z.enum(['successful_payment', 'pre_checkout_query', 'message', 'other']),
  reason: z.string(),
  body: z.string(),
  receivedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
/** The queue (`unreviewed`, the default: oldest first) or the history (`all`: newest first), a page at a time (decision 060). */
export const refusedUpdatesQuery = pageQuery.extend({ status: z.enum(['unreviewed', 'all']).default('unreviewed') });
/** A page, with how many are not reviewed yet beyond it. */
export const refusedUpdatesResponse = pageOf(refusedUpdateSchema).extend({ unreviewed: z.number().int() });
export const refusedUpdateParams = z.object({ id: z.string().uuid() });
export const refusedUpdateReviewResponse = z.object({ id: z.string(), reviewedAt: z.string() });
