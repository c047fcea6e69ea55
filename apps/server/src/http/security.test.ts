import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/pool.ts';
import { AdjustableClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import type { OutgoingEmail } from '../modules/email/mailer.ts';
import { ApiClient, STRONG_PASSWORD, uniqueUser } from '../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/** A server whose structured logs (info level, request logging on) are captured for inspection. */
let t: TestApp;
let logged = '';
let baseUrl: string;
let close: () => Promise<void>;
const sent: OutgoingEmail[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const url = (t.db.pool.options as { connectionString: string }).connectionString;
  const sink = new Writable({ write(chunk, _encoding, done) { logged += chunk.toString(); done(); } });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'info', TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: '1000', FRE_DATA_DIR: '.tmp/test-data' }),
    db: createDatabase(url, 5),
    clock: new AdjustableClock(),
    mailer: { send: async (email) => void sent.push(email) },
    log: createLogger({ logLevel: 'info' }, sink) as never,
  }, { serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  close = () => app.close();
});
afterAll(async () => {
  await close();
  await t.close();
});

describe('secrets stay out of the logs', () => {
  it('logs requests without passwords, session tokens, cookies or email tokens', async () => {
    const identity = uniqueUser('logs');
    const client = new ApiClient(baseUrl);
    await client.post('/api/auth/register', { ...identity, confirmPassword: STRONG_PASSWORD });
    const bearer = await new ApiClient(baseUrl).post('/api/auth/login', { email: identity.email, password: STRONG_PASSWORD, bearer: true });
    await new ApiClient(baseUrl).request('GET', '/api/me', undefined, { authorization: `Bearer ${bearer.body.token}` });
    await client.get('/api/me');
    const token = new URL(sent.at(-1)!.link).searchParams.get('token')!;
    await client.post('/api/auth/verify-email', { token });
    expect(logged).toContain('"url":"/api/me"');
    expect(logged).not.toContain(STRONG_PASSWORD);
    expect(logged).not.toContain(bearer.body.token);
    expect(logged).not.toContain(client.cookie!.split('=')[1]!);
    expect(logged).not.toContain(token);
  });
});

describe('session cookies', () => {
  it('are httpOnly and SameSite=Lax, and Secure behind https', async () => {
    const identity = uniqueUser('cookie');
    const plain = await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...identity, confirmPassword: STRONG_PASSWORD }) });
    const cookie = plain.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const tls = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' }, body: JSON.stringify({ email: identity.email, password: STRONG_PASSWORD }) });
    expect(tls.headers.get('set-cookie')).toMatch(/Secure/i);
  });
});
