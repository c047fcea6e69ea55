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
/** `telegram`: a freshly signed initData in place of the password, for an account without one (made in Telegram, decision 045). */
export const totpDisableRequest = z
  .strictObject({ password: z.string().min(1).max(200).optional(), telegram: z.string().min(10).max(4096).optional(), code: otpCode })
  .refine((body) => body.password !== undefined || body.telegram !== undefined, { message: 'required', path: ['password'] });
