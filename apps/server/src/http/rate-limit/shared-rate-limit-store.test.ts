import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

const LIMIT = 6;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) }, { instances: 2 });
});
afterAll(() => t.close());

describe('route rate limits with two server instances', () => {
  it('count sign-in attempts across both instances, even in parallel', async () => {
    const client = new ApiClient(t.baseUrl);
    const answers = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, i) => client.post('/api/auth/login', { email: `nobody${i}@example.test`, password: 'Wr0ng!pass' })),
    );
    const limited = answers.filter((answer) => answer.status === 429);
    expect(answers.length - limited.length).toBe(LIMIT);
    expect(limited[0]!.body.error.code).toBe('rate_limited');
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keep one counter per route', async () => {
    const client = new ApiClient(t.baseUrl);
    const reset = await client.post('/api/auth/password-reset', { email: 'someone@example.test' });
    expect(reset.status).not.toBe(429);
  });
});
