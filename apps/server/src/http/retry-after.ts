import type { FastifyReply } from 'fastify';
import { ACCOUNT, type ErrorCode } from '@fre/domain';

/**
 * How long a refusal that will pass usually lasts, for the 429s and 503s whose thrower does not say
 * (decision 060). Maintenance has no planned end: a minute keeps a client from hammering without
 * leaving it asleep long after the end. A missing bot token is a configuration left to an operator.
 */
const USUAL_WAIT_SECONDS: Partial<Record<ErrorCode, number>> = {
  database_busy: 2,
  database_unavailable: 2,
  commit_outcome_unknown: 2,
  maintenance: 60,
  shop_unavailable: 60,
  price_unavailable: 60,
  telegram_unavailable: 3600,
  too_many_attempts: ACCOUNT.loginLockWindowMs / 1000,
  rate_limited: 60,
};
const OTHERWISE_SECONDS = 60;

/**
 * Sets Retry-After on a 429 or 503, in whole seconds (RFC 9110 §10.2.3 allows no fraction), at
 * least 1: the rate limiter's own value when it set a sane one, else the thrower's, else the code's.
 */
export function setRetryAfter(reply: FastifyReply, code: ErrorCode, explicitSeconds?: number): void {
  const present = reply.getHeader('retry-after');
  if (explicitSeconds === undefined && /^[1-9]\d*$/.test(String(present ?? ''))) return;
  const seconds = explicitSeconds ?? USUAL_WAIT_SECONDS[code] ?? OTHERWISE_SECONDS;
  void reply.header('retry-after', String(Math.max(1, Math.ceil(Number.isFinite(seconds) ? seconds : OTHERWISE_SECONDS))));
}
