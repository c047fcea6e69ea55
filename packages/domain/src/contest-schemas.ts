/** The contest: ten levels, each a task with its reward. The API contract. */
import { z } from 'zod';
import { nanoRateString } from './api-schemas.ts';
import { CONTEST_TASKS } from './constants.ts';

const contestTask = z.enum(CONTEST_TASKS.map((t) => t.task) as [string, ...string[]]);
export const contestLevelSchema = z.object({
  level: z.number().int(),
  task: contestTask,
  reward: nanoRateString,
  /** validated; available (can be validated now); locked (previous level first); waiting (its condition is not met yet) */
  state: z.enum(['validated', 'available', 'locked', 'waiting']),
  /** How the server checks it: telegram membership, self-declared, or a condition it reads itself. */
  verification: z.enum(['telegram', 'self_declared', 'referral', 'wallet', 'pack']),
  link: z.string().nullable(),
  validatedAt: z.string().nullable(),
});
export const contestResponse = z.object({ level: z.number().int(), levels: z.array(contestLevelSchema), telegramLinked: z.boolean() });
export type ContestState = z.infer<typeof contestResponse>;
export const contestLevelParams = z.object({ n: z.coerce.number().int().min(1).max(10) });
export const validateLevelResponse = z.object({ level: z.number().int(), reward: nanoRateString });
