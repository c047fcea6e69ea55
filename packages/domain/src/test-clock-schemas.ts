/** The test clock (test and e2e servers only): move the server's time forward. */
import { z } from 'zod';

export const clockRequest = z.strictObject({ advanceMs: z.number().int().min(0).max(10 * 365 * 86_400_000) });
export const clockResponse = z.object({ now: z.string(), offsetMs: z.number() });
