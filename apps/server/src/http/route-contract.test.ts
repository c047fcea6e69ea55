import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => t.close());

describe('a route signed-in by default (decision 064)', () => {
  it('refuses a guest where the handler did, after the limiter has counted them by IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${t.baseUrl}/api/mining`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
