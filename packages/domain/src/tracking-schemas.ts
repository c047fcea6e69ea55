/** A request's progress (decision 062): its timeline and, while it waits, its place in the review queue. */
import { z } from 'zod';

export const REQUEST_STAGES = ['received', 'in_review', 'second_approval', 'decided', 'sent', 'confirmed'] as const;
export type RequestStage = (typeof REQUEST_STAGES)[number];

/**
 * One stage: `done` with its time, `current` (what the request waits for; `late` once overdue),
 * `upcoming`. `decided` says how; `confirmed` links the transaction on the explorer.
 */
export const timelineStage = z.object({
  stage: z.enum(REQUEST_STAGES),
  state: z.enum(['done', 'current', 'late', 'upcoming']),
  at: z.string().nullable(),
  outcome: z.enum(['approved', 'rejected']).nullable(),
  explorerUrl: z.string().nullable(),
});
export type TimelineStage = z.infer<typeof timelineStage>;

/** While it waits for a review: 1 = next, and when an answer is expected (null once past the promise: `late`). */
export const requestQueue = z.object({ position: z.number().int().min(1), expectedBy: z.string().nullable(), late: z.boolean() });
export type RequestQueue = z.infer<typeof requestQueue>;

export const requestTracking = { timeline: z.array(timelineStage), queue: requestQueue.nullable() };
