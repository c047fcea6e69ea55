/** The Idempotency-Key header of the requests that move money or create something (decision 053). */
import { z } from 'zod';
import { IDEMPOTENCY, IDEMPOTENCY_KEY_HEADER } from './constants.ts';

export const idempotencyKeySchema = z
  .string()
  .regex(new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY.keyMaxLength}}$`))
  .describe(
    'Optional. 1–255 visible ASCII characters, one per user action (a UUID), sent again unchanged on a retry. '
    + 'Same key and same request within 24 h: the first answer again with the header Idempotent-Replayed: true, applied once. '
    + 'Same key, another request: 422 idempotency_key_reused. Same key while the first is running: 409 request_in_progress with Retry-After. '
    + 'A key is the account\'s own: another account\'s key means nothing. '
    + '503 commit_outcome_unknown (with Retry-After): the database went away during the commit; send the request again with the same key, which applies it once or replays its answer.',
  );

/**
 * Spread into a route's schema: the optional header (the other headers pass through untouched). The
 * document adds the refusals a key brings (request_in_progress, idempotency_key_reused) to each
 * operation that takes it (apps/server/src/http/openapi-errors.ts, decision 064).
 */
export const keyedRequest = {
  headers: z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() }),
};
