/** The back office's gate: its access code, unlocking it, the admins' sessions (decision 024). The API contract. */
import { z } from 'zod';
import { ADMIN } from './constants.ts';

const accessCode = z.string().max(ADMIN.accessCodeMaxLength);

export const accessCodeRequest = z.strictObject({
  currentCode: accessCode.optional(),
  newCode: accessCode.min(ADMIN.accessCodeMinLength, { message: 'access_code_too_short' }),
});
export const unlockRequest = z.strictObject({ code: accessCode.min(1) });
/** `secondFactor`: whether the account has an app code or a passkey, without which the gate stays shut (decision 024). */
export const adminGateStatus = z.object({ hasCode: z.boolean(), unlocked: z.boolean(), secondFactor: z.boolean(), idleLockMs: z.number() });

export const adminSessionsResponse = z.object({
  sessions: z.array(z.object({ id: z.string(), adminId: z.string(), nickname: z.string(), email: z.string(), createdAt: z.string(), lastSeenAt: z.string().nullable(), unlocked: z.boolean(), current: z.boolean(), ip: z.string().nullable(), userAgent: z.string().nullable() })),
});
