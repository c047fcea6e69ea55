/** The Idempotency-Key header of the requests that move money or create something (decision 053). */
import { z } from 'zod';
import { errorResponse } from './api-schemas.ts';
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
 * Spread into a route's schema: the optional header (the other headers pass through untouched) and
 * the two refusals the key adds to the answers, and the 503s a retry under the same key settles.
 */
export const keyedRequest = {
  headers: z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() }),
  errors: {
    409: errorResponse.describe('request_in_progress (with Retry-After) when the same key is still being answered; or the operation\'s own conflicts.'),
    422: errorResponse.describe('idempotency_key_reused: this key was used for another request.'),
    503: errorResponse.describe('database_unavailable or database_busy (with Retry-After): nothing was applied. commit_outcome_unknown (with Retry-After): the connection broke during the commit; send the request again with the same key.'),
  },
};
