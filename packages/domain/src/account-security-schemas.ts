import { z } from 'zod';
import { passkeyAuthenticationResponse } from './passkey-schemas.ts';
import { otpCode } from './two-step-schemas.ts';

/**
 * The new password's strength is judged by the service, which answers `weak_password` (issue 21).
 * With a second factor on, a code or a passkey's answer too (401 second_factor_required without).
 */
export const changePasswordRequest = z.strictObject({
  /** Absent for an account without a password (made in Telegram): it sets its first one, in a re-authenticated session. */
  currentPassword: z.string().min(1).max(200).optional(),
  newPassword: z.string().min(1).max(200),
  otp: otpCode.optional(),
  passkey: passkeyAuthenticationResponse.optional(),
});

/**
 * POST /api/me/reauth (decision 039): the password, and with a second factor on a code; or a
 * passkey's answer to POST /api/me/passkeys/assertion-options alone, which stands for both.
 */
export const reauthRequest = z
  .strictObject({
    password: z.string().min(1).max(200).optional(),
    otp: otpCode.optional(),
    passkey: passkeyAuthenticationResponse.optional(),
    /** Inside Telegram: a freshly signed `initData` of the account's Telegram user stands for the password (decision 045). */
    telegram: z.string().min(10).max(4096).optional(),
  })
  .refine((body) => body.password !== undefined || body.passkey !== undefined || body.telegram !== undefined, { message: 'required', path: ['password'] });

/**
 * GET /api/me/reauth: whether this session is re-authenticated and until when, and what the
 * account can prove itself with (the same as `details.methods` of a 403 reauthentication_required).
 */
export const reauthMethods = z.object({ password: z.boolean(), code: z.boolean(), passkey: z.boolean(), telegram: z.boolean() });
export type ReauthMethods = z.infer<typeof reauthMethods>;
export const reauthStatusResponse = z.object({ until: z.string().nullable(), methods: reauthMethods });
export type ReauthStatus = z.infer<typeof reauthStatusResponse>;

export const accountSession = z.object({
  id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  createdAt: z.string(),
  /** Null until the session has been used after sign-in. */
  lastSeenAt: z.string().nullable(),
  /** Browser and system in words ("Chrome 131 · Android 14"); null when the user-agent says nothing known. */
  device: z.string().nullable(),
  /** For the device's icon; null when the user-agent does not say. */
  kind: z.enum(['phone', 'tablet', 'computer']).nullable(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const accountSessionsResponse = z.object({ sessions: z.array(accountSession) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponse>;

export const sessionIdParams = z.strictObject({ id: z.string().max(100) });

/** POST /api/me/email: an account without an address (made in Telegram) adds one, in a re-authenticated session; it is confirmed by link. */
export const addEmailRequest = z.strictObject({ email: z.string().trim().toLowerCase().max(254) });
