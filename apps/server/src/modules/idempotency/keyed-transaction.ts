import type { Database, Queryable } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { ReplayedAnswer } from '#server/lib/replayed-answer.ts';
import type { IdempotencyKey } from './idempotency-key.ts';
import { findAnswer, insertAnswer, tryLockKey, type StoredAnswer } from './idempotency.repository.ts';

/** The stored answer of a key, sent again, or the refusal of a key first used for another request. */
function replay(key: IdempotencyKey, stored: StoredAnswer): never {
  if (stored.fingerprint !== key.fingerprint) throw new AppError('idempotency_key_reused');
  throw new ReplayedAnswer(stored.status, stored.body);
}

const OWN_REFUSALS = new Set(['idempotency_key_reused', 'request_in_progress']);

/**
 * Around the whole of a keyed service call (decision 053), outside its transaction: a key already
 * answered is replayed before any of the service's checks run; a refusal from those checks is
 * replaced by the stored answer when a twin of this request committed in between.
 */
export async function idempotent<T>(db: Database, key: IdempotencyKey | null, run: () => Promise<T>): Promise<T> {
  if (!key) return run();
  const stored = await findAnswer(db, key);
  if (stored) replay(key, stored);
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && !OWN_REFUSALS.has(error.code)) {
      const committed = await findAnswer(db, key);
      if (committed) replay(key, committed);
    }
    throw error;
  }
}

/**
 * The service's transaction work, keyed: first the key's lock (a twin still running: 409
 * request_in_progress) and its stored answer (replayed, nothing applied), then the work, whose
 * answer (`status`, the body it returns) is stored in the same transaction as its effect.
 */
export function answering<T>(key: IdempotencyKey | null, clock: Clock, status: number, work: (tx: Queryable) => Promise<T>): (tx: Queryable) => Promise<T> {
  if (!key) return work;
  return async (tx) => {
    if (!(await tryLockKey(tx, key))) throw new AppError('request_in_progress');
    const stored = await findAnswer(tx, key);
    if (stored) replay(key, stored);
    const body = await work(tx);
    await insertAnswer(tx, key, { fingerprint: key.fingerprint, status, body }, clock.now());
    return body;
  };
}
