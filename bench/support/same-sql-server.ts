/**
 * The same-SQL reference for bench/api.ts: a bare node:http server that answers GET /api/mining
 * with exactly the database work the product's route does, and nothing of the framework around it
 * (no Fastify, hooks, schemas, rate limit, security headers or metrics). What the product serves
 * against this process is then the cost of the framework, its hooks and its serialisation alone.
 *
 * The statements, observed with pg_stat_statements on a database set up as the bench's (the
 * production server on its embedded PostgreSQL, a player made by createMiningPlayer; ALTER SYSTEM SET
 * shared_preload_libraries = 'pg_stat_statements', a restart, pg_stat_statements_reset(), then
 * GET /api/mining with the bench player's cookie): 100 requests one after the other ran
 *   100 × `session-users`  SELECT k.i, u.<the user's columns>, s.id AS session_id, s.last_seen_at …
 *          FROM unnest($1::bytea[], $2::timestamptz[]) WITH ORDINALITY AS k(token_hash, at, i)
 *          JOIN auth_sessions s … JOIN users u …           ($1: the cookie token's SHA-256, $2: now)
 *   100 × `mining-views`   SELECT k.i, u.level, u.mining_rate_nano, … (counted referrals, boosts,
 *          packs, the active session's columns) FROM unnest($1::uuid[], $2::timestamptz[]) WITH
 *          ORDINALITY AS k(user_id, at, i) JOIN users u … LEFT JOIN mining_sessions s …
 *                                                          ($1: the user's id, $2: now, $3: MINING.maxCountedReferrals)
 * and nothing else (since decision 052 both are calls of SQL functions of the same names,
 * `session_users(…)` and `mining_views(…)`, holding those queries); 640 requests, 32 at a time, ran 227 `session-users` and 107 `mining-views`:
 * both reads are shared by the requests that arrive together (decision 013). A session's last
 * activity (`session-seen`, an UPDATE) is written at most every 5 minutes (decision 023).
 *
 * So this process sends those statements through `pg` with the product's own repository functions
 * (the same text, names and parameters, whatever they become) and its read batcher, on a pool like
 * the embedded default's (connectDatabase): 10 connections, named statements prepared once per
 * connection, lock and statement timeouts in the startup packet, int8 read as bigint. The body is
 * the route's, built by the mining service's own answer functions, written with JSON.stringify.
 *   node --import tsx bench/support/same-sql-server.ts PORT DATABASE_URL
 */
import http from 'node:http';
import pg from 'pg';
import { computeRate } from '@fre/domain';
import { createReadBatcher } from '../../apps/server/src/db/read-batcher.ts';
import { hashToken } from '../../apps/server/src/lib/tokens.ts';
import { findSessionUsers } from '../../apps/server/src/modules/account/sign-in/auth.repository.ts';
import { SESSION_SEEN_EVERY_MS } from '../../apps/server/src/modules/account/sessions/session-activity.ts';
import { touchSession } from '../../apps/server/src/modules/account/sessions/sessions.repository.ts';
import { loadMiningViews } from '../../apps/server/src/modules/mining/mining.repository.ts';
import { rateDto, toSessionDto } from '../../apps/server/src/modules/mining/mining.service.ts';

const [port, databaseUrl] = process.argv.slice(2);
if (!port || !databaseUrl) throw new Error('usage: same-sql-server.ts PORT DATABASE_URL');

pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));
// apps/server/src/db/pool.ts with the embedded default's options (config.ts defaults).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000, lock_timeout: 5_000, statement_timeout: 30_000 });
const findSessionUser = createReadBatcher((lookups: { tokenHash: Buffer; now: Date }[]) => findSessionUsers(pool, lookups));
const loadMiningView = createReadBatcher((lookups: { userId: string; now: Date }[]) => loadMiningViews(pool, lookups));

function sessionToken(cookieHeader: string | undefined): string | null {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const [name, value] = pair.trim().split('=');
    if (name === 'fre_session' && value) return decodeURIComponent(value);
  }
  return null;
}

async function miningState(cookieHeader: string | undefined): Promise<string | null> {
  const token = sessionToken(cookieHeader);
  if (!token) return null;
  const found = await findSessionUser({ tokenHash: hashToken(token), now: new Date() });
  if (!found) return null;
  const seenNow = new Date();
  if (!found.seenAt || found.seenAt.getTime() < seenNow.getTime() - SESSION_SEEN_EVERY_MS) {
    void touchSession(pool, found.sessionId, seenNow, new Date(seenNow.getTime() - SESSION_SEEN_EVERY_MS)).catch(() => undefined);
  }
  const now = new Date();
  const view = await loadMiningView({ userId: found.user.id, now });
  if (!view) return null;
  const rate = computeRate({ ...view, activeReferrals: view.countedReferrals, now });
  // The route's own answer builders: the same body by construction.
  return JSON.stringify({
    session: view.session && toSessionDto(view.session, now),
    rate: rateDto(rate, view.countedReferrals),
    serverTime: now.toISOString(),
  });
}

http
  .createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/api/mining') {
      response.writeHead(404).end();
      return;
    }
    miningState(request.headers.cookie).then(
      (body) => {
        if (body === null) response.writeHead(401, { 'content-type': 'application/json; charset=utf-8' }).end('{"error":"unauthenticated"}');
        else response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
      },
      () => response.writeHead(500).end(),
    );
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
