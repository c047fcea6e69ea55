import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerOpenApi } from './openapi.ts';
import { API_VERSION } from './openapi-root.ts';

/** A route marked deprecated (decision 079), in an app of its own: the document marks it, its answers say so. */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app, 'https://fre.example');
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: z.object({ ok: z.boolean() }) };
  typed.post('/api/old', {
    schema: { tags: ['auth'], summary: 'The old way', body: z.strictObject({ n: z.number() }), response: answer },
    config: { access: 'public', deprecated: { since: '2026-11-29', sunset: '2027-06-01', replacement: 'POST /api/new' } },
  }, async () => ({ ok: true }));
  typed.post('/api/new', { schema: { tags: ['auth'], summary: 'The new way', response: answer }, config: { access: 'public' } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

interface Operation { deprecated?: boolean; description?: string; responses: Record<string, { headers?: Record<string, unknown> }> }
const operation = (path: string) => (app.swagger() as { paths: Record<string, { post: Operation }> }).paths[path]!.post;

describe('a deprecated route', () => {
  it('is marked in the document with its dates, its replacement and the headers on every response', () => {
    const old = operation('/api/old');
    expect(old.deprecated).toBe(true);
    expect(old.description).toContain('**Deprecated** since 2026-11-29; may be removed from 2027-06-01. Use POST /api/new instead.');
    for (const response of Object.values(old.responses)) expect(Object.keys(response.headers ?? {})).toEqual(expect.arrayContaining(['Deprecation', 'Sunset']));
    const current = operation('/api/new');
    expect(current.deprecated).toBeUndefined();
    expect(Object.keys(current.responses['200']!.headers ?? {})).not.toContain('Sunset');
  });

  it('answers with Deprecation and Sunset, a refusal too; the other routes without them', async () => {
    const ok = await app.inject({ method: 'POST', url: '/api/old', payload: { n: 1 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.deprecation).toBe(`@${Date.UTC(2026, 10, 29) / 1000}`);
    expect(ok.headers.sunset).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
    const refused = await app.inject({ method: 'POST', url: '/api/old', payload: { n: 'one' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.sunset).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
    const current = await app.inject({ method: 'POST', url: '/api/new' });
    expect(current.headers.deprecation).toBeUndefined();
  });
});

describe('the document\'s version', () => {
  it('is the release of the repository\'s package.json', async () => {
    const { default: rootPackage } = await import('../../../../package.json', { with: { type: 'json' } });
    expect(API_VERSION).toBe(rootPackage.version);
    expect((app.swagger() as { info: { version: string } }).info.version).toBe(rootPackage.version);
  });
});
