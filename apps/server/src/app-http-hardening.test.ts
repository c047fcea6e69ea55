import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, registerUser } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { BODY_LIMIT_BYTES } from '#server/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const raw = (path: string, init: RequestInit) => fetch(t.baseUrl + path, init);

describe('bad input never reaches a 500', () => {
  it.each([
    ['malformed JSON', '{"email": ', 'application/json', 400, 'validation_failed'],
    ['wrong types', JSON.stringify({ email: 42, password: ['x'] }), 'application/json', 400, 'validation_failed'],
    ['unknown fields', JSON.stringify({ email: 'a@b.co', password: 'x', admin: true }), 'application/json', 400, 'validation_failed'],
    ['a huge body', JSON.stringify({ email: 'a'.repeat(BODY_LIMIT_BYTES * 2), password: 'x' }), 'application/json', 413, 'payload_too_large'],
    ['an unsupported content type', 'email=a', 'application/x-www-form-urlencoded', 415, 'unsupported_media_type'],
  ])('%s', async (_name, body, contentType, status, code) => {
    const response = await raw('/api/auth/login', { method: 'POST', body, headers: { 'content-type': contentType } });
    expect(response.status).toBe(status);
    const json = await response.json();
    expect(json.error.code).toBe(code);
    expect(typeof json.error.message).toBe('string');
    expect(JSON.stringify(json)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers 401 unauthenticated on protected routes without a session', async () => {
    for (const [method, path] of [['GET', '/api/me'], ['GET', '/api/mining'], ['POST', '/api/mining/start'], ['POST', '/api/mining/claim'], ['GET', '/api/ledger'], ['PATCH', '/api/me']] as const) {
      const response = await new ApiClient(t.baseUrl).request(method, path, method === 'PATCH' ? {} : undefined);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.error.code).toBe('unauthenticated');
    }
  });

  it('answers unknown API paths with not_found in the API format', async () => {
    const response = await new ApiClient(t.baseUrl, 'ru').get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });

  it('rejects a bad ledger cursor', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    expect((await client.get('/api/ledger?cursor=abc')).status).toBe(400);
    expect((await client.get('/api/ledger?limit=1000')).status).toBe(400);
  });
});

describe('browser protections', () => {
  it('refuses a state-changing cookie request from another origin', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    const forged = await client.request('POST', '/api/mining/start', undefined, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('origin_rejected');
    const sameSite = await client.request('POST', '/api/mining/start', undefined, { origin: t.baseUrl });
    expect(sameSite.status).toBe(201);
  });

  it("gives the API's answers the resource headers: nothing may run, load or frame them (decision 084)", async () => {
    for (const url of ['/api/health', '/api/nothing-here']) {
      const response = await raw(url, {});
      expect(response.headers.get('content-security-policy'), url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('strict-transport-security'), url).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers.get('cross-origin-resource-policy'), url).toBe('same-origin');
      expect(response.headers.get('referrer-policy'), url).toBe('no-referrer');
      for (const pageOnly of ['x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection']) {
        expect(response.headers.get(pageOnly), `${url} ${pageOnly}`).toBeNull();
      }
    }
  });

  it('sends the same headers with answers prepared at start (static-responses.ts)', async () => {
    const api = await raw('/api/health', {});
    const manifest = await raw('/tonconnect-manifest.json', {});
    expect(manifest.status).toBe(200);
    for (const header of ['content-security-policy', 'x-content-type-options', 'strict-transport-security', 'cross-origin-resource-policy', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(manifest.headers.get(header), header).toBe(api.headers.get(header));
    }
  });

  it('gives pages, scripts and the API documentation the document headers with a real CSP (decision 084)', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'fre-web-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>FRE Mining</title>');
    await writeFile(path.join(dist, 'sw.js'), 'self.skipWaiting()');
    await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"FRE Mining"}');
    const served = await startTestApp({ FRE_WEB_DIST: dist });
    try {
      for (const url of ['/', '/dashboard', '/index.html', '/sw.js', '/api/docs/']) {
        const response = await fetch(served.baseUrl + url);
        expect(response.status, url).toBe(200);
        const csp = response.headers.get('content-security-policy')!;
        expect(csp, url).toContain(url.startsWith('/api/docs') ? "script-src 'self'" : "default-src 'self'");
        expect(csp, url).not.toContain("default-src 'none'");
        expect(response.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
        expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
        expect(response.headers.get('cross-origin-opener-policy'), url).toBe('same-origin');
      }
      const manifest = await fetch(served.baseUrl + '/manifest.webmanifest');
      expect(manifest.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(manifest.headers.get('x-frame-options')).toBeNull();
    } finally {
      await served.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('lets Telegram Web, and it only, frame the Mini App entry (/tg); every other page stays unframeable', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'fre-web-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>FRE Mining</title>');
    const served = await startTestApp({ FRE_WEB_DIST: dist });
    try {
      const get = (url: string) => fetch(served.baseUrl + url);
      for (const url of ['/tg', '/tg?tgWebAppStartParam=ref_ABC']) {
        const entry = await get(url);
        expect(entry.status, url).toBe(200);
        expect(await entry.text()).toContain('<title>FRE Mining</title>');
        const csp = entry.headers.get('content-security-policy')!;
        expect(csp).toContain('frame-ancestors https://web.telegram.org');
        expect(csp).not.toContain("frame-ancestors 'none'");
        expect(csp).toContain("script-src 'self'");
        expect(entry.headers.get('x-frame-options'), url).toBeNull();
        expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
      }
      for (const url of ['/', '/dashboard', '/login', '/tg/other', '/api/health', '/index.html']) {
        const page = await get(url);
        expect(page.headers.get('content-security-policy'), url).toContain("frame-ancestors 'none'");
        // The API's answers carry no X-Frame-Options: their CSP's frame-ancestors says it (decision 084).
        expect(page.headers.get('x-frame-options'), url).toBe(url.startsWith('/api/') ? null : 'SAMEORIGIN');
      }
    } finally {
      await served.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const doc = await (await raw('/api/openapi.json', {})).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/auth/register', '/api/auth/login', '/api/me', '/api/mining', '/api/mining/claim', '/api/ledger']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect((await raw('/api/docs', {})).status).toBeLessThan(400);
  });
});

describe('test clock', () => {
  it('moves the server clock only when enabled', async () => {
    const before = await (await raw('/api/test/clock', {})).json();
    const moved = await (await raw('/api/test/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 3_600_000 }) })).json();
    expect(moved.offsetMs - before.offsetMs).toBe(3_600_000);
    const off = await startTestApp({ FRE_TEST_CLOCK: '0' });
    try {
      expect((await fetch(`${off.baseUrl}/api/test/clock`)).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 rate_limited past the sign-in limit per IP', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      // Unsolved bot challenges: from the third failure on, sign-in asks for one (decision 021).
      const client = new ApiClient(limited.baseUrl, 'fr', { challenges: false });
      const statuses = [];
      for (let i = 0; i < 7; i++) statuses.push((await client.post('/api/auth/login', { email: 'x@example.test', password: 'Wrong1!pass' })).status);
      expect(statuses).toEqual([401, 401, 400, 400, 400, 429, 429]);
      const last = await client.post('/api/auth/login', { email: 'x@example.test', password: 'Wrong1!pass' });
      expect(last.status).toBe(429);
      expect(last.body.error.code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});
