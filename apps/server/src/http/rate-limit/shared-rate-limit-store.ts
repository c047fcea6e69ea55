import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '#server/db/pool.ts';
import { countHit } from './rate-limit.repository.ts';

// The plugin's own in-memory store, for the global flood limit (not exported by name).
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number) => FastifyRateLimitStore;

type RouteParams = FastifyRateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * Rate-limit counters for several server instances on one database (docs/decisions/009):
 * - the global per-user/IP limit guards each process against floods, so it stays in memory and
 *   costs the hot read paths (the dashboard) no statement;
 * - every route's own limit guards a secret or money (sign-in, access code, bonus codes, bets…),
 *   so it is counted in PostgreSQL and means the same with one instance or ten.
 */
export function sharedRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class RouteStore implements FastifyRateLimitStore {
    constructor(private readonly prefix: string) {}
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, windowMs = 60_000): void {
      countHit(db, `${this.prefix}|${key}`, windowMs).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }

  return class GlobalStore implements FastifyRateLimitStore {
    private readonly memory: FastifyRateLimitStore;
    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      this.memory = new LocalStore(options.continueExceeding, options.exponentialBackoff);
    }
    // The window and the maximum go through: without them the plugin's store counts a window that
    // never ends and answers a reset of NaN seconds.
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number, max?: number): void {
      (this.memory.incr as (key: string, callback: unknown, timeWindow?: number, max?: number) => void)(key, callback, timeWindow, max);
    }
    child(routeOptions: RouteParams): FastifyRateLimitStore {
      const route = routeOptions.routeInfo ?? {};
      return new RouteStore(`${[route.method].flat().join(',')} ${route.url ?? ''}`);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
