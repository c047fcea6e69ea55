import { z } from 'zod';
import { passkeyAuthenticationResponse } from './passkey-schemas.ts';
import { otpCode } from './two-step-schemas.ts';

/**
 * DELETE /api/me: the password again, and with a second factor on a current or recovery code, or
 * a passkey's answer to POST /api/me/passkeys/assertion-options (401 second_factor_required
 * without either). 202 once the account is erased. An account without a password (made in
 * Telegram, decision 045) sends `telegram`, a freshly signed initData, in its place.
 */
export const deleteAccountRequest = z
  .strictObject({
    password: z.string().min(1).max(200).optional(),
    telegram: z.string().min(10).max(4096).optional(),
    otp: otpCode.optional(),
    passkey: passkeyAuthenticationResponse.optional(),
  })
  .refine((body) => body.password !== undefined || body.telegram !== undefined, { message: 'required', path: ['password'] });
