/** Every 429 and every 503 says when to come back, in whole seconds (decision 060). */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@fre/domain';
import { ApiClient } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { DatabaseBusyError } from '#server/db/database-busy.ts';
import { AppError } from '#server/lib/app-error.ts';
import { registerErrorHandling } from './error-handler.ts';

const WHOLE_SECONDS = /^[1-9]\d*$/;

describe('Retry-After on every refusal that will pass', () => {
  const waits = ERROR_CODES.filter((code) => [429, 503].includes(new AppError(code).status));

  it.each(waits)('%s', async (code) => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/x', async () => {
      throw new AppError(code);
    });
    const response = await app.inject({ method: 'GET', url: '/x' });
    expect(response.statusCode).toBe(new AppError(code).status);
    expect(response.headers['retry-after']).toMatch(WHOLE_SECONDS);
    await app.close();
  });

  it('database_busy and database_unavailable', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/busy', async () => {
      throw new DatabaseBusyError('pool_wait');
    });
    app.get('/away', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6432'), { code: 'ECONNREFUSED' });
    });
    for (const url of ['/busy', '/away']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toMatch(WHOLE_SECONDS);
    }
    await app.close();
  });

  it('an explicit wait wins over the code\'s own', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/x', async () => {
      throw new AppError('rate_limited').retryAfter(3599.2);
    });
    expect((await app.inject({ method: 'GET', url: '/x' })).headers['retry-after']).toBe('3600');
    await app.close();
  });
});

describe('the limiters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3', AUTH_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  const limitHeaders = (headers: Headers) => ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'].map((name) => headers.get(name));

  it('the general limit counts in whole numbers and its 429 says when', async () => {
    const guest = new ApiClient(t.baseUrl);
    const first = await guest.get('/api/settings');
    expect(limitHeaders(first.headers)).toEqual(['3', '2', expect.stringMatching(/^\d+$/)]);
    expect(Number(first.headers.get('x-ratelimit-reset'))).toBeLessThanOrEqual(60);
    await guest.get('/api/settings');
    await guest.get('/api/settings');
    const refused = await guest.get('/api/settings');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(refused.headers.get('retry-after')).toMatch(WHOLE_SECONDS);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(limitHeaders(refused.headers)).toEqual(['3', '0', refused.headers.get('retry-after')]);
  });

  it('a route\'s own limit (counted in PostgreSQL) too', async () => {
    const guest = new ApiClient(t.baseUrl, 'fr', { challenges: false });
    const attempt = () => guest.request('POST', '/api/auth/login', { email: 'nobody@example.com', password: 'Wrong-pass-1' });
    const first = await attempt();
    expect(limitHeaders(first.headers)).toEqual(['2', '1', expect.stringMatching(/^\d+$/)]);
    await attempt();
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(WHOLE_SECONDS);
    expect(limitHeaders(refused.headers)).toEqual(['2', '0', refused.headers.get('retry-after')]);
  });
});
