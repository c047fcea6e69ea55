/** When PostgreSQL or its pooler is away (a restart, a failover), players get "try again", not a 500. */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { isConnectionError } from '#server/db/connection-errors.ts';
import { createDatabase } from '#server/db/pool.ts';
import { AdjustableClock } from '#server/lib/clock.ts';

let app: FastifyInstance;
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: 'postgres://fre:fre@127.0.0.1:9/fre', PORT: '0', FRE_DATA_DIR: path.resolve('.tmp', 'test-data') });
  const db = createDatabase(config.databaseUrl!, { max: 2, connectTimeoutMs: 500 });
  app = await buildApp({ config, db, clock: new AdjustableClock(), mailer: { send: async () => undefined } }, { serveWeb: false });
});
afterAll(() => app.close());

describe('with the database unreachable', () => {
  it('answers 503 database_unavailable in the player\'s language, with Retry-After', async () => {
    for (const [language, text] of [['fr', 'momentanément indisponible'], ['ru', 'ненадолго недоступен']] as const) {
      const response = await app.inject({ method: 'GET', url: '/api/leaderboard', headers: { cookie: 'fre_session=abc', 'accept-language': language } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json().error.code).toBe('database_unavailable');
      expect(response.json().error.message).toContain(text);
    }
  });

  it('says so in /api/health', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json()).toMatchObject({ status: 'degraded', db: 'down' });
  });
});

describe('connection errors', () => {
  it('are told apart from errors of the statement', () => {
    expect(isConnectionError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('server login has been failing'), { code: '08P01' }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionError(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isConnectionError(new Error('boom'))).toBe(false);
  });
});
