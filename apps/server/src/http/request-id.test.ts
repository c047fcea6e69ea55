/** Every answer names its request, and the same id is in the error body and the logs (decision 060). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoggedApp, type LoggedApp } from '#server-test/logged-app.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
let logged: LoggedApp;
beforeAll(async () => {
  t = await startTestApp();
  logged = await startLoggedApp(t, 'info');
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

describe('X-Request-Id', () => {
  it('is on answers that succeed and answers that fail, each its own', async () => {
    const ok = await fetch(`${t.baseUrl}/api/settings`);
    const missing = await fetch(`${t.baseUrl}/api/nothing-here`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-request-id')).toMatch(UUID);
    expect(missing.headers.get('x-request-id')).toMatch(UUID);
    expect(missing.headers.get('x-request-id')).not.toBe(ok.headers.get('x-request-id'));
  });

  it('is echoed in the error body, the one error shape otherwise unchanged', async () => {
    const response = await fetch(`${t.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email": ' });
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['error']);
    expect(Object.keys(body.error).sort()).toEqual(['code', 'details', 'message', 'requestId']);
    expect(body.error.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('keeps an incoming id that looks like one and replaces one that does not', async () => {
    const kept = await fetch(`${t.baseUrl}/api/settings`, { headers: { 'x-request-id': '01JDZ3K4QF7V0W6X9Y2B5C8D1E' } });
    expect(kept.headers.get('x-request-id')).toBe('01JDZ3K4QF7V0W6X9Y2B5C8D1E');
    for (const forged of ['a b\nlevel=error', 'x'.repeat(300), 'short']) {
      const replaced = await fetch(`${t.baseUrl}/api/settings`, { headers: { 'x-request-id': encodeURI(forged) } });
      expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('is on the log lines of its request', async () => {
    const response = await fetch(`${logged.baseUrl}/api/nothing-here`);
    const id = response.headers.get('x-request-id')!;
    const lines = logged.logs().trim().split('\n').map((line) => JSON.parse(line) as { reqId?: string });
    expect(lines.filter((line) => line.reqId === id).length).toBeGreaterThan(0);
  });
});

describe('the OpenAPI document', () => {
  it('lists the headers on the responses it describes', async () => {
    const document = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>> };
    const ledger = document.paths['/api/ledger']!.get!.responses['200']!.headers!;
    expect(Object.keys(ledger).sort()).toEqual(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Request-Id']);
    const health = document.paths['/api/health']!.get!.responses;
    expect(Object.keys(health['200']!.headers!)).toEqual(['X-Request-Id']);
    expect(Object.keys(health['503']!.headers!).sort()).toEqual(['Retry-After', 'X-Request-Id']);
  });
});
