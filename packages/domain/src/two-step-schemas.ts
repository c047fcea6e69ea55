import { z } from 'zod';

/** A code from the authenticator app, or a recovery code: spaces and dashes are the reader's. */
export const otpCode = z.string().trim().min(1).max(32);

export const twoStepStatusResponse = z.object({
  totp: z.boolean(),
  /** Unused recovery codes; 0 without two-step sign-in. */
  recoveryCodesLeft: z.number().int(),
});
export const totpEnrolmentResponse = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
});
export const totpConfirmRequest = z.strictObject({ code: otpCode });
export const totpConfirmResponse = z.object({ recoveryCodes: z.array(z.string()) });
export const totpDisableRequest = z.strictObject({ password: z.string().min(1).max(200), code: otpCode });
