import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaticResponses } from './static-responses.ts';
import { registerWebHosting } from './web-hosting.ts';

let dist: string;
let app: FastifyInstance;
const script = `console.log(${JSON.stringify('FRE '.repeat(500))});`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'fre-web-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>FRE Mining</title>');
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *');
  await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), script);
  await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
  app = Fastify();
  await registerWebHosting(app, new StaticResponses({ 'x-content-type-options': 'nosniff' }), dist);
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

describe('web hosting', () => {
  it('sends the Brotli twin of a built file to browsers that accept it, cached for a year', async () => {
    const response = await app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('answers client-side routes with index.html, never cached', async () => {
    const response = await app.inject({ url: '/dashboard?tab=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('FRE Mining');
  });

  it('serves files outside assets/ revalidated each time', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('User-agent: *');
  });

  it('answers a missing hashed file and the build metadata with 404, not with the page', async () => {
    expect((await app.inject({ url: '/assets/app-old000.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/.vite/manifest.json' })).headers['content-type']).toMatch(/text\/html/);
  });

  it('refuses writes to a page with 404', async () => {
    expect((await app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });
});
