import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '#web/test/render.tsx';
import { api, apiUrl, postForm } from './api-client.ts';
import { keepSessionToken } from './auth/session-token.ts';
import { isApiError } from './api-error.ts';

const claimed = { status: 200, body: { claimed: '1', balance: '1', totalMined: '1' } };
const keyOf = (call: { headers: Record<string, string> }) => call.headers['idempotency-key'];
const realFetch = globalThis.fetch;

describe('keyed requests (decision 053)', () => {
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('send one fresh Idempotency-Key per user action', async () => {
    const calls = stubApi({ 'POST /api/mining/claim': claimed });
    await api.post('/api/mining/claim', { idempotent: true });
    await api.post('/api/mining/claim', { idempotent: true });
    expect(calls.map(keyOf)).toEqual([expect.stringMatching(/^[\x21-\x7e]{1,255}$/), expect.any(String)]);
    expect(keyOf(calls[0]!)).not.toBe(keyOf(calls[1]!));
  });

  it('send the action again under the same key when its answer was lost, and resolve with the answer that came', async () => {
    const calls = stubApi({ 'POST /api/mining/claim': claimed });
    const answering = globalThis.fetch;
    let lost = 1;
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      const response = await answering(url, init);
      if (lost-- > 0) throw new TypeError('Failed to fetch');
      return response;
    }) as typeof fetch;
    await expect(api.post('/api/mining/claim', { idempotent: true })).resolves.toEqual(claimed.body);
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
  });

  it('wait for a twin still running (409 request_in_progress), then send again under the same key', async () => {
    let first = true;
    const calls = stubApi({
      'POST /api/mining/claim': () => (first ? ((first = false), { status: 409, body: { error: { code: 'request_in_progress', message: 'Encore en cours' } } }) : claimed),
    });
    await expect(api.post('/api/mining/claim', { idempotent: true })).resolves.toEqual(claimed.body);
    expect(calls.map(keyOf)).toEqual([keyOf(calls[0]!), keyOf(calls[0]!)]);
  });

  it('send the action again under the same key when the database went away during its commit (503 commit_outcome_unknown, decision 055)', async () => {
    let first = true;
    const calls = stubApi({
      'POST /api/mining/claim': () => (first ? ((first = false), { status: 503, body: { error: { code: 'commit_outcome_unknown', message: 'Connexion coupée' } } }) : claimed),
    });
    await expect(api.post('/api/mining/claim', { idempotent: true })).resolves.toEqual(claimed.body);
    expect(calls.map(keyOf)).toEqual([keyOf(calls[0]!), keyOf(calls[0]!)]);
  });

  it('give a refusal from the rules to the caller at once, and a plain POST no key', async () => {
    const calls = stubApi({ 'POST /api/mining/claim': { status: 409, body: { error: { code: 'session_not_ended', message: 'Pas encore' } } } });
    const refused = await api.post('/api/mining/claim', { idempotent: true }).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.code).toBe('session_not_ended');
    await api.post('/api/mining/claim').catch(() => undefined);
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[1]!)).toBeUndefined();
  });
});

describe('a multipart form', () => {
  afterEach(() => {
    globalThis.fetch = realFetch;
    keepSessionToken(null);
  });

  it("goes with a webview's bearer token, as every call does, its type and boundary left to the browser", async () => {
    keepSessionToken('webview-token');
    const calls = stubApi({ 'POST /api/support/tickets': { status: 201, body: { ticket: { id: 't1' } } } });
    const form = new FormData();
    form.set('subject', 'Mon solde');
    await postForm('/api/support/tickets', form);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers).toMatchObject({ Authorization: 'Bearer webview-token', 'Accept-Language': expect.any(String) });
    expect(calls[0]!.headers['Content-Type']).toBeUndefined();
    expect(calls[0]!.body).toBe(form);
  });
});

describe('errors', () => {
  it('keep the request id the server gave, for a report to support (decision 060)', async () => {
    stubApi({ 'GET /api/me': { status: 503, body: { error: { code: 'maintenance', message: 'Maintenance', requestId: 'c0ffee00-1234' } } } });
    const refused = await api.get('/api/me').catch((error: unknown) => error);
    expect(isApiError(refused) && refused.requestId).toBe('c0ffee00-1234');
  });
});

describe('the URL of a path of the document (decision 080)', () => {
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('fills its {name} parts, encoded, and appends the defined query values', async () => {
    const calls = stubApi({
      'POST /api/contest/levels/3/validate': { status: 200, body: { level: 3, reward: '1' } },
      'GET /api/admin/users/a%2Fb': { status: 200, body: {} },
      'GET /api/admin/users': { status: 200, body: { items: [], nextCursor: null } },
    });
    await expect(api.post('/api/contest/levels/{n}/validate', { path: { n: 3 }, idempotent: true })).resolves.toEqual({ level: 3, reward: '1' });
    await api.get('/api/admin/users/{id}', { path: { id: 'a/b' } });
    await api.get('/api/admin/users', { query: { q: 'é&', cursor: undefined } });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/contest/levels/3/validate',
      'GET /api/admin/users/a%2Fb',
      'GET /api/admin/users?q=%C3%A9%26',
    ]);
    expect(keyOf(calls[0]!)).toEqual(expect.any(String));
    expect(calls[0]!.body).toEqual({});
  });

  it('names a path parameter left out instead of sending a request to a wrong URL', () => {
    expect(() => apiUrl('/api/admin/users/{id}', {} as never)).toThrow('/api/admin/users/{id}: no value for {id}');
  });
});
