import { z } from 'zod';

/** The new password's strength is judged by the service, which answers `weak_password` (issue 21). */
export const changePasswordRequest = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  newPassword: z.string().min(1).max(200),
});

export const accountSession = z.object({
  id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  createdAt: z.string(),
  /** Null until the session has been used after sign-in. */
  lastSeenAt: z.string().nullable(),
  /** Browser and system in words ("Chrome 131 · Android 14"); null when the user-agent says nothing known. */
  device: z.string().nullable(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const accountSessionsResponse = z.object({ sessions: z.array(accountSession) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponse>;

export const sessionIdParams = z.strictObject({ id: z.string().max(100) });
