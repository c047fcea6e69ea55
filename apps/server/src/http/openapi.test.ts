import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { TAG_DESCRIPTIONS } from './openapi-root.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  'x-fre-requires'?: string[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { type?: string; format?: string }>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }>; headers?: Record<string, unknown> }>;
}
interface Document {
  servers?: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }>; securitySchemes: Record<string, unknown> };
}

let t: TestApp;
let document: Document;
const operations = () => Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })));
const codesOf = (operation: Operation, status: string) =>
  ((operation.responses[status]?.content?.['application/json']?.schema as { allOf?: { properties: { error: { properties: { code: { enum: string[] } } } } }[] } | undefined)?.allOf?.[1]?.properties.error.properties.code.enum ?? []);

beforeAll(async () => {
  t = await startTestApp();
  document = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as Document;
});
afterAll(async () => t.close());

describe('the OpenAPI document (decision 064)', () => {
  it('has every API route the app serves, each with a summary, a stable operationId and a tag described at the root', () => {
    const documented = new Set(operations().map(({ name }) => name));
    const hidden = new Set(['GET /api/openapi.json', 'GET /api/test/clock', 'POST /api/test/clock']);
    const served = t.app.routeList.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !hidden.has(`${route.method} ${route.url}`))
      .map((route) => `${route.method} ${route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    expect(served.filter((name) => !documented.has(name))).toEqual([]);
    // A route without its own summary gets its method and path: a new route is listed here until it has one.
    expect(operations().filter(({ name, operation }) => !operation.summary || operation.summary === name.replace(/\{(\w+)\}/g, ':$1')).map(({ name }) => name)).toEqual([]);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/admin/users/{id}/ban']!.post!.operationId).toBe('postAdminUsersByIdBan');
    expect(document.tags.filter((tag) => !tag.description).map((tag) => tag.name)).toEqual([]);
    expect(Object.keys(TAG_DESCRIPTIONS).sort()).toEqual(expect.arrayContaining(document.tags.map((tag) => tag.name).sort()));
    expect(document.servers?.[0]?.url).toMatch(/^https?:\/\//);
  });

  it('says who may call each operation, as the server checks it', async () => {
    const security = (path: string, method = 'get') => document.paths[path]![method]!.security;
    expect(security('/api/health')).toEqual([]);
    expect(security('/api/auth/login', 'post')).toEqual([]);
    expect(security('/api/mining')).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(security('/api/telegram/webhook', 'post')).toEqual([{ telegramSecret: [] }]);
    expect(operations().filter(({ operation }) => operation.security === undefined).map(({ name }) => name)).toEqual([]);
    expect(document.paths['/api/admin/users']!.get!['x-fre-requires']).toEqual(['admin-role', 'admin-access-code']);
    expect(document.paths['/api/me/export']!.get!['x-fre-requires']).toEqual(['recent-reauthentication']);
    expect(document.paths['/api/withdrawals']!.post!['x-fre-requires']).toContain('second-factor-when-enabled');
    // Every operation that asks for a session answers 401 without one, before its handler runs.
    for (const { name, operation } of operations()) {
      if (operation.security?.length === 0) expect(codesOf(operation, '401'), name).not.toContain('unauthenticated');
      else expect(codesOf(operation, '401'), name).toContain('unauthenticated');
    }
    const anonymous = await fetch(`${t.baseUrl}/api/mining`);
    expect([anonymous.status, ((await anonymous.json()) as { error: { code: string } }).error.code]).toEqual([401, 'unauthenticated']);
  });

  it('gives each error the one Error shape, and lists per status the codes the operation can answer', () => {
    expect(Object.keys(document.components.schemas.Error!.properties!)).toEqual(['error']);
    const claim = document.paths['/api/mining/claim']!.post!;
    expect(codesOf(claim, '409')).toEqual(expect.arrayContaining(['no_active_session', 'request_in_progress']));
    expect(codesOf(claim, '422')).toEqual(['idempotency_key_reused']);
    expect(codesOf(claim, '429')).toEqual(['rate_limited']);
    expect(codesOf(claim, '503')).toEqual(expect.arrayContaining(['maintenance', 'database_busy', 'commit_outcome_unknown']));
    expect(Object.keys(claim.responses['200']!.headers!)).toContain('idempotent-replayed');
    expect(operations().filter(({ operation }) => !Object.keys(operation.responses).some((status) => status >= '400')).map(({ name }) => name)).toEqual([]);
  });

  it('describes the forms and the files', () => {
    const kyc = document.paths['/api/kyc']!.post!.requestBody!.content['multipart/form-data']!.schema;
    expect(kyc.properties!.selfie).toMatchObject({ type: 'string', format: 'binary' });
    expect(kyc.required).toEqual(expect.arrayContaining(['firstName', 'documentFront', 'selfie']));
    expect(document.paths['/api/support/tickets']!.post!.requestBody!.content['multipart/form-data']).toBeDefined();
    expect(document.paths['/api/admin/ads']!.post!.requestBody!.content['multipart/form-data']).toBeDefined();
    expect(document.paths['/api/me/export']!.get!.responses['200']!.content!['application/zip']!.schema).toEqual({ type: 'string', format: 'binary' });
    for (const path of ['/api/kyc/{id}/files/{file}', '/api/support/tickets/{id}/screenshot', '/api/ads/{id}/image']) {
      expect(document.paths[path]!.get!.responses['200']!.content!['image/jpeg'], path).toBeDefined();
    }
  });

  it('says the unit of every amount, integer nano units as a string, and takes no decimal amount (docs/decisions/077)', () => {
    const integers = new Set(['^-?\\d+$', '^\\d+$', '^\\d{1,18}$', '^-?\\d{1,18}$', '^\\d{1,39}$']);
    const undescribed: string[] = [];
    const decimals: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      for (const [key, child] of Object.entries(node)) walk(child, `${at}/${key}`);
      const { type, pattern, description } = node as { type?: string; pattern?: string; description?: string };
      if (type !== 'string' || !pattern) return;
      // A decimal number ("12.5"); dates' fractions of a second are not amounts.
      if (/^\^(-\?)?\\d(\{[\d,]+\}|\+)?\(\\\.\\d/.test(pattern)) decimals.push(at);
      // Ids are digits too (a decision's, an appeal's): they are not amounts.
      if (integers.has(pattern) && !/id(\/|$)/i.test(at.split('/properties/').at(-1)!) && !/nano|milliseconds/.test(description ?? '')) undescribed.push(at);
    };
    walk(document, '');
    expect(decimals).toEqual([]);
    expect(undescribed).toEqual([]);
    const body = (path: string, method = 'post') => document.paths[path]![method]!.requestBody!.content['application/json']!.schema.properties!;
    expect(body('/api/withdrawals').amount).toMatchObject({ type: 'string', description: expect.stringContaining('Integer nano-FRE (1 FRE = 10^9), as a string.') });
    expect(body('/api/games/keno/play').stake).toMatchObject({ pattern: '^\\d{1,18}$' });
    const user = document.components.schemas.User!.properties! as Record<string, { description?: string }>;
    expect(user.miningRate!.description).toBe('Integer nano-FRE per hour (1 FRE = 10^9), as a string.');
    const shown = (round: string) => (document.components.schemas[round]!.properties!.shown as { properties: Record<string, { description?: string; anyOf?: unknown[] }> }).properties;
    expect(shown('SlotRound').jackpot!.description).toContain('Integer nano-FRE (1 FRE = 10^9), as a string.');
    expect(shown('SlotRound').prize!.description).toContain('Integer nano-FRE (1 FRE = 10^9), as a string.');
    expect(shown('FreMachineRound').pool!.description).toContain('Integer nano-FRE (1 FRE = 10^9), as a string.');
  });

  it('marks a field on its way out deprecated, with its dates at least 90 days apart and what to read instead (docs/decisions/079)', () => {
    const deprecated: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      for (const [key, child] of Object.entries(node)) walk(child, `${at}/${key}`);
      const { deprecated: marked, description } = node as { deprecated?: boolean; description?: string };
      if (!marked) return;
      deprecated.push(at.split('/').at(-1)!);
      const [, since, sunset] = /since (\d{4}-\d\d-\d\d); may be removed from (\d{4}-\d\d-\d\d)\. Use `\w+`/.exec(description ?? '') ?? [];
      expect(since && sunset, at).toBeTruthy();
      expect(Date.parse(sunset!) - Date.parse(since!), at).toBeGreaterThanOrEqual(90 * 86_400_000);
    };
    walk(document.components, '');
    expect(new Set(deprecated)).toEqual(new Set(['balanceFre', 'totalMinedFre']));
  });

  it('names the main objects as components', () => {
    for (const name of ['User', 'MiningSession', 'LedgerEntry', 'LedgerPage', 'GameRound', 'ShopItem', 'Order', 'Withdrawal', 'Notification', 'Error']) {
      expect(document.components.schemas[name], name).toBeDefined();
    }
    const round = document.components.schemas.GameRound as { oneOf: { $ref: string }[]; discriminator: { propertyName: string } };
    expect([round.oneOf.length, round.discriminator.propertyName]).toEqual([6, 'game']);
  });
});
