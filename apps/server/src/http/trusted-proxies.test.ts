/**
 * Behind one proxy (TRUST_PROXY=1, deploy/nginx.conf) the client's address is the right-most of
 * X-Forwarded-For, whatever a client wrote on its left (decision 040): sign-in limits, abuse
 * signals, the challenge cost and the audit log all see the address the proxy saw.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, STRONG_PASSWORD, uniqueUser } from '#server-test/api-client.ts';
import { CHEAP_BOT_CHALLENGE, solvedChallenge } from '#server-test/solved-challenge.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { loadConfig } from '#server/config.ts';
import { trustedProxies } from './trusted-proxies.ts';

const AUTH_LIMIT = 20;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT) });
});
afterAll(() => t.close());

const BASE = Number(CHEAP_BOT_CHALLENGE.BOT_CHALLENGE_BASE_COST);
/** What a client sends through nginx: its own X-Forwarded-For, with the proxy's view of it on the right. */
const spoofed = (forged: string, real: string) => ({ 'x-forwarded-for': `${forged}, ${real}` });
const raw = () => new ApiClient(t.baseUrl, 'fr', { challenges: false });
const challengeCost = async (headers: Record<string, string>) => (await (await fetch(`${t.baseUrl}/api/auth/challenge`, { headers })).json()).maxnumber as number;

async function signUp(headers: Record<string, string>) {
  const identity = uniqueUser('proxy');
  const client = raw();
  const response = await client.request('POST', '/api/auth/register', { ...identity, confirmPassword: STRONG_PASSWORD, altcha: await solvedChallenge(t.baseUrl) }, headers);
  expect(response.status).toBe(201);
  return { client, identity, id: response.body.user.id as string };
}

const networkOf = async (userId: string) =>
  (await t.db.query<{ network_hash: string }>("SELECT network_hash FROM abuse_signals WHERE user_id = $1 AND kind = 'sign_up'", [userId])).rows[0]!.network_hash;

describe('TRUST_PROXY=1 with a forged left-most X-Forwarded-For', () => {
  it('records the sign-up signal and the session under the proxy-seen address', async () => {
    const forged = await signUp(spoofed('6.6.6.6', '198.51.100.7'));
    const honest = await signUp({ 'x-forwarded-for': '198.51.100.8' });
    const elsewhere = await signUp({ 'x-forwarded-for': '6.6.6.6' });
    expect(await networkOf(forged.id)).toBe(await networkOf(honest.id));
    expect(await networkOf(forged.id)).not.toBe(await networkOf(elsewhere.id));
    const session = await t.db.query<{ ip: string }>('SELECT ip FROM auth_sessions WHERE user_id = $1', [forged.id]);
    expect(session.rows[0]!.ip).toBe('198.51.100.7');
  });

  it('prices the challenge by the proxy-seen network, not the forged one', async () => {
    expect(await challengeCost(spoofed('6.6.6.6', '192.0.2.200'))).toBe(BASE);
    await signUp(spoofed('6.6.6.6', '192.0.2.1'));
    // The forger's real network pays for its sign-up; the forged one pays nothing more.
    expect(await challengeCost(spoofed('1.2.3.4', '192.0.2.200'))).toBeGreaterThan(BASE);
    expect(await challengeCost(spoofed('192.0.2.200', '198.18.0.9'))).toBe(BASE);
  });

  it('counts the sign-in limit per proxy-seen address, whatever the forged part says', async () => {
    const answers = [];
    for (let i = 0; i <= AUTH_LIMIT; i++) {
      answers.push((await raw().request('POST', '/api/auth/login', { email: `nobody${i}@example.test`, password: 'Wrong1!pass' }, spoofed(`10.0.0.${i}`, '203.0.113.77'))).status);
    }
    expect(answers.slice(0, AUTH_LIMIT).every((status) => status !== 429)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    // Another real address is not limited by those.
    expect((await raw().request('POST', '/api/auth/login', { email: 'nobody@example.test', password: 'Wrong1!pass' }, spoofed('203.0.113.77', '203.0.113.78'))).status).not.toBe(429);
  });

  it('writes the proxy-seen address into the audit log', async () => {
    const { client, id } = await signUp(spoofed('6.6.6.6', '198.51.100.20'));
    const erased = await client.request('DELETE', '/api/me', { password: STRONG_PASSWORD }, spoofed('6.6.6.6', '198.51.100.20'));
    expect(erased.status).toBe(202);
    const audit = await t.db.query<{ ip: string }>("SELECT ip FROM audit_log WHERE target_id = $1 AND action = 'account_deleted'", [id]);
    expect(audit.rows[0]!.ip).toBe('198.51.100.20');
  });
});

describe('TRUST_PROXY', () => {
  it('takes a number of hops or proxy addresses, and refuses to trust every hop', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every hop/);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx.internal' })).toThrow(/TRUST_PROXY/);
  });

  it('with two hops (a load balancer in front of nginx), the client is the second address from the right', () => {
    const trust = trustedProxies(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});
