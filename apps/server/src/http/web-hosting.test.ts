import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PUBLIC_LINK_GROUP_ATTRIBUTE, PUBLIC_LINKS, publicLinkStandIn, type PublicLinks } from '@fre/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaticResponses } from './static-responses.ts';
import { registerWebHosting } from './web-hosting.ts';

let dist: string;
let app: FastifyInstance;
const script = `console.log(${JSON.stringify('FRE '.repeat(500))});`;
/** A pre-rendered landing's footer as the build writes it: every public link with its stand-in. */
const zhLanding = `<html lang="zh"><footer><nav aria-label="FRE Mining"><a href="/register">注册</a><a href="${publicLinkStandIn('whitePaper')}">白皮书</a><a href="${publicLinkStandIn('officialSite')}">官方网站</a></nav>`
  + `<nav aria-label="社区" ${PUBLIC_LINK_GROUP_ATTRIBUTE}="">${PUBLIC_LINKS.slice(2).map((link) => `<a href="${publicLinkStandIn(link)}">${link}</a>`).join('')}</nav></footer></html>`;
const publicLinks: PublicLinks = { ...(Object.fromEntries(PUBLIC_LINKS.map((link) => [link, null])) as PublicLinks), officialSite: 'https://fre.example/?a=1&b=2' };

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'fre-web-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>FRE Mining</title>');
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *');
  await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), script);
  await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
  await mkdir(path.join(dist, 'locales', '0a1b2c3d4e', 'fr'), { recursive: true });
  await writeFile(path.join(dist, 'locales', '0a1b2c3d4e', 'fr', 'web.json'), '{"mining":{"title":"Minage"}}');
  await mkdir(path.join(dist, 'landing'));
  for (const language of ['fr', 'en', 'ru']) await writeFile(path.join(dist, 'landing', `${language}.html`), `<html lang="${language}">`);
  await writeFile(path.join(dist, 'landing', 'zh.html'), zhLanding);
  await writeFile(path.join(dist, 'landing', 'zh.html.br'), brotliCompressSync(zhLanding));
  await writeFile(path.join(dist, 'landing', 'zh.html.gz'), gzipSync(zhLanding));
  app = Fastify();
  await registerWebHosting(app, new StaticResponses({ document: { 'x-content-type-options': 'nosniff' }, resource: { 'x-content-type-options': 'nosniff' } }), dist, null, publicLinks);
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

  it('serves the versioned translations as JSON, cached for a year', async () => {
    const response = await app.inject({ url: '/locales/0a1b2c3d4e/fr/web.json' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.json()).toEqual({ mining: { title: 'Minage' } });
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

  it("answers / with the pre-rendered landing in the visitor's language, else French", async () => {
    const page = async (headers: Record<string, string>) => (await app.inject({ url: '/', headers })).body;
    expect(await page({ 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' })).toBe('<html lang="ru">');
    expect(await page({ 'accept-language': 'de-DE,en;q=0.5' })).toBe('<html lang="en">');
    expect(await page({})).toBe('<html lang="fr">');
    // The language chosen on the site wins over the browser's; a made-up one is ignored.
    expect(await page({ 'accept-language': 'ru', cookie: 'a=1; fre_lang=en' })).toBe('<html lang="en">');
    expect(await page({ 'accept-language': 'ru', cookie: 'fre_lang=xx' })).toBe('<html lang="ru">');
    const response = await app.inject({ url: '/?ref=ABC', headers: { 'accept-language': 'en' } });
    expect(response.body).toBe('<html lang="en">');
    expect(response.headers.vary).toBe('Cookie, Accept-Language');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("fills this server's public links into the landing's footer, leaves the unset ones out, in every encoding", async () => {
    const expected = '<html lang="zh"><footer><nav aria-label="FRE Mining"><a href="/register">注册</a><a href="https://fre.example/?a=1&amp;b=2">官方网站</a></nav></footer></html>';
    const landing = (encoding: string) => app.inject({ url: '/', headers: { 'accept-language': 'zh-CN', 'accept-encoding': encoding } });
    expect((await landing('identity')).body).toBe(expected);
    expect(brotliDecompressSync((await landing('br')).rawPayload).toString()).toBe(expected);
    expect(gunzipSync((await landing('gzip')).rawPayload).toString()).toBe(expected);
  });

  it('answers / with the app for a visitor with a session, and when a language was not built', async () => {
    expect((await app.inject({ url: '/', headers: { cookie: 'fre_session=abc; fre_lang=en' } })).body).toContain('<title>FRE Mining</title>');
    expect((await app.inject({ url: '/', headers: { cookie: 'fre_lang=es' } })).body).toContain('<title>FRE Mining</title>');
  });

  it('refuses writes to a page with 404', async () => {
    expect((await app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });
});
