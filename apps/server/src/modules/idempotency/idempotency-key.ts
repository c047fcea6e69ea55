import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@fre/domain';

/**
 * A request's Idempotency-Key with what it is bound to (decision 053): whose key it is, which
 * operation, and the fingerprint of the request it was first sent with.
 */
export interface IdempotencyKey {
  /** 'user:<id>' or 'admin:<id>': a key never crosses accounts. */
  scope: string;
  operation: string;
  key: string;
  fingerprint: string;
}

/** JSON with every object's keys sorted: the same request gives the same text whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The key a route hands to its service, or null without the header. The header was validated by the
 * route's schema (`keyedRequest.headers`); the fingerprint covers the path parameters and the body.
 */
export function idempotencyKeyOf(request: FastifyRequest, scope: { user: string } | { admin: string }, operation: string): IdempotencyKey | null {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof key !== 'string') return null;
  const fingerprint = createHash('sha256').update(canonicalJson({ params: request.params ?? {}, body: request.body ?? null })).digest('hex');
  return { scope: 'user' in scope ? `user:${scope.user}` : `admin:${scope.admin}`, operation, key, fingerprint };
}
