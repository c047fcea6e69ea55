/** What a client sends that the API does not know is refused, never ignored (decision 060). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, concretePath } from '#server-test/admin-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(() => t.close());

// Telegram's webhook answers 401 before anything else unless the bot's secret comes with it.
const NOT_OURS = new Set(['/api/telegram/webhook']);

describe('unknown query parameters', () => {
  it('get 400 validation_failed naming the parameter, on every API route', async () => {
    const routes = t.app.routeList.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !NOT_OURS.has(route.url));
    expect(routes.length).toBeGreaterThan(100);
    // The back office's routes refuse anyone but an unlocked admin before reading the request.
    const admin = (await adminClient(t)).client;
    const ignored: string[] = [];
    for (const route of routes) {
      const headers = route.url.startsWith('/api/admin/') ? { cookie: admin.cookie!, origin: t.baseUrl } : undefined;
      const response = await fetch(`${t.baseUrl}${concretePath(route.url)}?unknown_param=1`, { method: route.method, headers });
      const body = response.headers.get('content-type')?.includes('json') ? ((await response.json()) as { error?: { code: string; details?: { fields?: Record<string, unknown> } } }) : null;
      if (response.status !== 400 || body?.error?.code !== 'validation_failed' || !body.error.details?.fields?.unknown_param) ignored.push(`${route.method} ${route.url} → ${response.status} ${body?.error?.code ?? ''}`);
    }
    expect(ignored).toEqual([]);
    // A route's own parameters still pass.
    expect((await admin.get('/api/admin/support?status=answered')).status).toBe(200);
  });
});

describe('unknown body fields', () => {
  it('are refused by every JSON request body the document describes', async () => {
    const document = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }>> };
    const open: string[] = [];
    const closed = (schema: Record<string, unknown>): boolean => {
      const branches = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Record<string, unknown>[] | undefined;
      if (branches) return branches.every(closed);
      return schema.type !== 'object' || schema.additionalProperties === false;
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      // Telegram's updates: its own schema, read by the handler, which must answer 200 even to what it refuses.
      if (NOT_OURS.has(path)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content['application/json']?.schema;
        if (schema && !closed(schema)) open.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(open).toEqual([]);
  });

  it('PUT /api/admin/withdrawal-minimums refuses one and changes nothing', async () => {
    const admin = (await adminClient(t)).client;
    const before = (await admin.get('/api/admin/withdrawal-minimums')).body as { minimums: string[] };
    const refused = await admin.request('PUT', '/api/admin/withdrawal-minimums', { minimums: before.minimums.map(() => '1000000000'), extra: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('validation_failed');
    expect(Object.keys(refused.body.error.details.fields)).toEqual(['extra']);
    expect((await admin.get('/api/admin/withdrawal-minimums')).body).toEqual(before);
  });
});

describe('a body of the wrong media type', () => {
  it.each([
    ['text/plain', '{"email":"a@b.co","password":"x"}'],
    ['application/x-www-form-urlencoded', 'email=a@b.co&password=x'],
    ['application/xml', '<login/>'],
  ])('%s gets 415 unsupported_media_type, in the request\'s language', async (contentType, body) => {
    const texts = new Set<string>();
    for (const language of ['fr', 'en', 'es', 'ru', 'zh']) {
      const response = await fetch(`${t.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': contentType, 'accept-language': language }, body });
      expect(response.status).toBe(415);
      const json = (await response.json()) as { error: { code: string; message: string } };
      expect(json.error.code).toBe('unsupported_media_type');
      texts.add(json.error.message);
    }
    expect(texts.size).toBe(5);
  });
});
