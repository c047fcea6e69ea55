import { MINING } from '@fre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type ApiClient } from '#server-test/api-client.ts';
import { startLoggedApp, type LoggedApp } from '#server-test/logged-app.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

/** Every call the dashboard makes on load and on its refresh cycle. */
const DASHBOARD_CALLS = ['/api/me', '/api/mining', '/api/notifications', '/api/messages', '/api/settings', '/api/me/agenda', '/api/client-config', '/api/ads?placement=dashboard', '/api/health'];
const MAX_STATEMENTS = 2;

let t: TestApp;
let logged: LoggedApp;

beforeAll(async () => {
  t = await startTestApp();
  logged = await startLoggedApp(t, 'debug');
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

/** Statements logged for each request, by url, from the debug log lines. */
function statementsByUrl(): Map<string, number> {
  const urls = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const line of logged.logs().split('\n').filter(Boolean)) {
    const entry = JSON.parse(line) as { reqId?: string; req?: { url: string }; statements?: number };
    if (entry.req?.url && entry.reqId) urls.set(entry.reqId, entry.req.url);
    if (entry.statements !== undefined && entry.reqId) counts.set(urls.get(entry.reqId)!, entry.statements);
  }
  return counts;
}

async function dashboardStatements(client: ApiClient): Promise<Map<string, number>> {
  for (const url of DASHBOARD_CALLS) expect((await client.get(url)).status).toBe(200);
  const counts = statementsByUrl();
  return new Map(DASHBOARD_CALLS.map((url) => [url, counts.get(url)!]));
}

describe('statements per request', () => {
  it(`the dashboard's calls use at most ${MAX_STATEMENTS} statements each, whatever the referral count`, async () => {
    const sponsor = await registerUser(logged.baseUrl, logged.sent, { prefix: 'sponsor' });
    await sponsor.client.post('/api/mining/start');
    const alone = await dashboardStatements(sponsor.client);

    for (let i = 0; i < 12; i++) {
      const referral = await registerUser(logged.baseUrl, logged.sent, { prefix: 'ref', referralCode: sponsor.user.referralCode });
      await referral.client.post('/api/mining/start');
    }
    // The first read after the rate changed (and its write throttle ran out) writes it and settles
    // the session in one more statement; the next reads are back to the steady count.
    logged.clock.advance(MINING.ratePersistIntervalMs);
    const mining = await sponsor.client.get('/api/mining');
    expect(mining.body.rate.countedReferrals).toBe(12);
    expect(statementsByUrl().get('/api/mining')).toBe(alone.get('/api/mining')! + 1);
    const withReferrals = await dashboardStatements(sponsor.client);

    for (const url of DASHBOARD_CALLS) {
      expect(alone.get(url), url).toBeLessThanOrEqual(MAX_STATEMENTS);
      expect(withReferrals.get(url), url).toBe(alone.get(url));
    }
  });

  it('counts the statements of transactions too (BEGIN, each query, COMMIT)', async () => {
    const user = await registerUser(logged.baseUrl, logged.sent, { prefix: 'tx' });
    await user.client.post('/api/mining/start');
    const counts = statementsByUrl();
    expect(counts.get('/api/mining/start')).toBeGreaterThanOrEqual(4);
  });
});
