/**
 * The headers every answer carries, added to each response the document describes (decision 060):
 * the request id on all, the rate-limit counters where a limiter counts, Retry-After on 429 and 503.
 */
const REQUEST_ID = { 'X-Request-Id': { type: 'string', description: 'This request\'s id, the same as `error.requestId` and in the server\'s logs; a sane incoming X-Request-Id (8–128 of A–Z a–z 0–9 . _ : -) is kept.' } };
const RATE_LIMIT = {
  'X-RateLimit-Limit': { type: 'integer', description: 'Requests allowed in the current window.' },
  'X-RateLimit-Remaining': { type: 'integer', description: 'Requests left in the current window.' },
  'X-RateLimit-Reset': { type: 'integer', description: 'Whole seconds until the window ends.' },
};
const RETRY_AFTER = { 'Retry-After': { type: 'integer', minimum: 1, description: 'Whole seconds to wait before trying again.' } };

export function documentedHeaders(schema: Record<string, unknown>, rateLimited: boolean): Record<string, unknown> {
  const responses = schema.response as Record<string, Record<string, unknown>> | undefined;
  if (!responses || schema.hide) return schema;
  const described = Object.fromEntries(Object.entries(responses).map(([status, response]) => [status, {
    ...response,
    headers: {
      ...(response.headers as object | undefined),
      ...REQUEST_ID,
      ...(rateLimited ? RATE_LIMIT : {}),
      ...(status === '429' || status === '503' ? RETRY_AFTER : {}),
    },
  }]));
  return { ...schema, response: described };
}
