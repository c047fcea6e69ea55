import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, registerUser } from '#server-test/api-client.ts';
import { startLoggedApp } from '#server-test/logged-app.ts';
import { finishedSession } from '#server-test/mining-helpers.ts';
import { parseExposition, samplesOf, scrape, valueOf } from '#server-test/metrics-helpers.ts';
import { SHOP_WALLET } from '#server-test/shop-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { loadConfig } from '#server/config.ts';
import { createShopService } from '#server/modules/shop/shop.service.ts';
import { createMetrics } from './metrics.ts';

const TOKEN = 'metrics-test-token-0123456789abcdef';
const duration = 'fre_http_request_duration_seconds';

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN }, { instances: 1 });
  });
  afterAll(() => t.close());

  it('refuses a missing or wrong token with 401 and answers the right one', async () => {
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const response = await fetch(`${t.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect((await response.json()).error.code).toBe('metrics_token_invalid');
    }
    const response = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('times requests by route template, and counts sign-up, verification, mining and a game round', async () => {
    const before = await scrape(`${t.baseUrl}/metrics`, TOKEN);
    const { client } = await registerUser(t.baseUrl, t.sent);
    for (let i = 0; i < 3; i++) expect((await client.get('/api/mining')).status).toBe(200);
    expect((await client.get(`/api/shop/orders/${randomUUID()}`)).status).toBe(404);
    expect((await client.get('/api/no-such-route/12345')).status).toBe(404);
    await finishedSession(t, client);
    const claim = await client.post('/api/mining/claim');
    expect(claim.status).toBe(200);
    expect((await client.post('/api/games/slot/play')).status).toBe(200);
    const after = await scrape(`${t.baseUrl}/metrics`, TOKEN);
    const moved = (name: string, labels: Record<string, string> = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);

    // The histogram of a route template, with consistent buckets.
    const mining = { route: '/api/mining', method: 'GET', status: '2xx' };
    expect(after.types.get(duration)).toBe('histogram');
    expect(moved(`${duration}_count`, mining)).toBe(3);
    expect(valueOf(after, `${duration}_sum`, mining)).toBeGreaterThan(0);
    const buckets = samplesOf(after, `${duration}_bucket`, mining);
    expect(buckets.at(-1)!.labels.le).toBe('+Inf');
    expect(buckets.at(-1)!.value).toBe(valueOf(after, `${duration}_count`, mining));
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]!.value).toBeGreaterThanOrEqual(buckets[i - 1]!.value);

    // Parameters and unknown paths never become label values.
    expect(moved(`${duration}_count`, { route: '/api/shop/orders/:id', method: 'GET', status: '4xx' })).toBe(1);
    expect(moved(`${duration}_count`, { route: 'unmatched', method: 'GET', status: '4xx' })).toBe(1);
    expect(after.samples.some((sample) => /no-such-route|[0-9a-f]{8}-[0-9a-f]{4}/.test(sample.labels.route ?? ''))).toBe(false);
    expect(moved(`${duration}_count`, { route: '/api/auth/register', method: 'POST', status: '2xx' })).toBe(1);
    expect(moved('fre_http_responses_total', { code: '404' })).toBe(2);

    // Business counters, counted once their transaction committed.
    expect(moved('fre_signups_total')).toBe(1);
    expect(moved('fre_email_verifications_total')).toBe(1);
    expect(moved('fre_mining_sessions_started_total')).toBe(1);
    expect(moved('fre_mining_claims_total', { mode: 'claim' })).toBe(1);
    expect(moved('fre_mining_credited_fre_total', { mode: 'claim' })).toBeCloseTo(Number(BigInt(claim.body.claimed)) / 1e9, 6);
    expect(moved('fre_game_bets_total', { game: 'slot' })).toBe(1);
    expect(after.help.get('fre_mining_credited_fre_total')).toMatch(/in FRE as a float/);
  });

  it('reads the pool, the pending withdrawals and Node\'s event-loop lag at scrape time', async () => {
    const metrics = await scrape(`${t.baseUrl}/metrics`, TOKEN);
    expect(samplesOf(metrics, 'fre_db_pool_connections', { state: 'in_use' })).toHaveLength(1);
    expect(samplesOf(metrics, 'fre_db_pool_connections', { state: 'idle' })).toHaveLength(1);
    expect(samplesOf(metrics, 'fre_db_pool_waiting')).toHaveLength(1);
    expect(valueOf(metrics, 'fre_db_pool_max_connections')).toBe(40);
    expect(valueOf(metrics, 'fre_withdrawals_pending')).toBe(0);
    expect(valueOf(metrics, 'fre_withdrawals_oldest_pending_age_seconds')).toBe(0);
    expect(samplesOf(metrics, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
  });

  it('counts a shop payment once, by outcome, and not its duplicate', async () => {
    const metrics = createMetrics(t.db);
    const config = loadConfig({ NODE_ENV: 'test', SHOP_WALLET_ADDRESS: SHOP_WALLET });
    const shop = createShopService({ config, db: t.db, clock: t.clock, mailer: { send: async () => undefined }, log: t.app.log, metrics });
    const payment = {
      hash: randomUUID(), lt: 1n, now: Math.floor(t.clock.now().getTime() / 1000), aborted: false, computeSkipped: null, outMessages: [],
      inMessage: { source: `0:${'CD'.repeat(32)}`, destination: SHOP_WALLET, value: 1_000_000_000n, bounced: false, comment: 'FRE-NOSUCHORDER' },
    };
    expect(await shop.processTransaction(payment)).toBe('unknown_comment');
    expect(await shop.processTransaction(payment)).toBe('duplicate');
    const counted = parseExposition(await metrics.registry.metrics());
    expect(valueOf(counted, 'fre_shop_payments_total', { outcome: 'unknown_comment' })).toBe(1);
    expect(valueOf(counted, 'fre_shop_payments_total', { outcome: 'credited' })).toBe(0);
    expect(samplesOf(counted, 'fre_shop_payments_total', { outcome: 'duplicate' })).toEqual([]);
  });

  it('never logs the token', async () => {
    const logged = await startLoggedApp(t, 'debug', { METRICS_TOKEN: TOKEN });
    try {
      expect((await fetch(`${logged.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
      expect((await fetch(`${logged.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}-wrong` } })).status).toBe(401);
      expect(logged.logs()).toContain('/metrics');
      expect(logged.logs()).not.toContain(TOKEN);
    } finally {
      await logged.close();
    }
  });
});

describe('METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_PORT: '0' }, { instances: 1 });
  });
  afterAll(() => t.close());

  it('answers GET /metrics on its own listener without a token, and nothing else there', async () => {
    await new ApiClient(t.baseUrl).get('/api/health');
    const port = (t.app.metricsServer!.address() as AddressInfo).port;
    const metrics = await scrape(`http://127.0.0.1:${port}/metrics`);
    expect(valueOf(metrics, `${duration}_count`, { route: '/api/health', method: 'GET' })).toBeGreaterThanOrEqual(1);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('leaves /metrics unknown on the main port', async () => {
    const response = await new ApiClient(t.baseUrl).get('/metrics');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });
});

describe('without METRICS_PORT or METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { instances: 1 });
  });
  afterAll(() => t.close());

  it('has no /metrics: 404 like any unknown route, with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const response = await fetch(`${t.baseUrl}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
    expect(t.app.metricsServer).toBeUndefined();
  });
});

describe('metrics settings', () => {
  const load = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'test', ...env });

  it('are off by default and validated', () => {
    expect(load({})().metrics).toEqual({ port: null, token: null });
    expect(load({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN })().metrics).toEqual({ port: 9464, token: TOKEN });
    expect(load({ METRICS_PORT: '' })).toThrow(/METRICS_PORT/);
    expect(load({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(load({ METRICS_PORT: '3000', PORT: '3000' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(load({ METRICS_TOKEN: 'has a space in it, long enough' })).toThrow(/METRICS_TOKEN/);
  });
});
