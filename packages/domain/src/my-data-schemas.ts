import { z } from 'zod';
import { passkeyAuthenticationResponse } from './passkey-schemas.ts';
import { otpCode } from './two-step-schemas.ts';

/**
 * DELETE /api/me: the password again, and with a second factor on a current or recovery code, or
 * a passkey's answer to POST /api/me/passkeys/assertion-options (401 second_factor_required
 * without either). 202 once the account is erased.
 */
export const deleteAccountRequest = z.strictObject({
  password: z.string().min(1).max(200),
  otp: otpCode.optional(),
  passkey: passkeyAuthenticationResponse.optional(),
});
