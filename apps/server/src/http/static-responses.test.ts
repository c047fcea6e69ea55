import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsEncoding, StaticResponses } from './static-responses.ts';

const statics = new StaticResponses({
  document: { 'content-security-policy': "default-src 'self'", 'x-frame-options': 'SAMEORIGIN' },
  resource: { 'content-security-policy': "default-src 'none'" },
});
const text = 'FRE Mining '.repeat(100);
statics.add('/page.txt', { body: Buffer.from(text), gzip: gzipSync(text), br: Buffer.from('brotli bytes'), contentType: 'text/plain; charset=utf-8', cacheControl: 'no-cache' });
statics.add('/index.html', { body: Buffer.from('<!doctype html>'), contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' });
statics.add('/sw.js', { body: Buffer.from('self.skipWaiting()'), contentType: 'text/javascript; charset=utf-8', cacheControl: 'no-cache' });
statics.add('/manifest.json', { body: Buffer.from('{"name":"FRE"}'), contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache' });
// Non-ASCII text, every byte value, and a body above the size kept as a string (static-responses.ts).
const translated = Buffer.from('{"ru":"Добро пожаловать","zh":"欢迎来到 FRE"}');
const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
const large = Buffer.from('ß€'.repeat(20_000));
statics.add('/translated.json', { body: translated, gzip: gzipSync(translated), br: everyByte, contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache' });
statics.add('/large.txt', { body: large, contentType: 'text/plain; charset=utf-8', cacheControl: 'no-cache' });

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (!statics.answer(request, response)) response.writeHead(418).end('passed on');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http.request(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });

describe('static responses', () => {
  it('answers a known path with its body and the security headers, whatever the query string', async () => {
    const response = await get('/manifest.json?v=2');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('{"name":"FRE"}');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    expect(response.headers.vary).toBeUndefined();
  });

  it('gives a page and a script the document headers, anything else the resource headers (decision 084)', async () => {
    for (const path of ['/index.html', '/sw.js']) {
      const response = await get(path);
      expect(response.headers['content-security-policy'], path).toBe("default-src 'self'");
      expect(response.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
    for (const path of ['/manifest.json', '/page.txt']) {
      const response = await get(path);
      expect(response.headers['content-security-policy'], path).toBe("default-src 'none'");
      expect(response.headers['x-frame-options'], path).toBeUndefined();
    }
  });

  it('picks Brotli, then gzip, then the plain body, by Accept-Encoding (q=0 refuses)', async () => {
    expect((await get('/page.txt', { 'accept-encoding': 'gzip, br' })).headers['content-encoding']).toBe('br');
    const gzip = await get('/page.txt', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    const plain = await get('/page.txt', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(text);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(text));
  });

  it('sends each body byte for byte: non-ASCII text, binary, and a large body', async () => {
    const plain = await get('/translated.json');
    expect(plain.body.equals(translated)).toBe(true);
    expect(plain.headers['content-length']).toBe(String(translated.length));
    expect((await get('/translated.json', { 'accept-encoding': 'br' })).body.equals(everyByte)).toBe(true);
    expect(gunzipSync((await get('/translated.json', { 'accept-encoding': 'gzip' })).body).equals(translated)).toBe(true);
    const big = await get('/large.txt');
    expect(big.body.equals(large)).toBe(true);
    expect(big.headers['content-length']).toBe(String(large.length));
  });

  it('answers a revalidation with 304 and no body when the ETag matches', async () => {
    const first = await get('/page.txt');
    const again = await get('/page.txt', { 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['content-security-policy']).toBe("default-src 'none'");
    expect((await get('/page.txt', { 'if-none-match': 'W/"stale"' })).status).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await get('/page.txt', {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(text));
    expect(response.body.length).toBe(0);
  });

  it('passes on other paths and other methods without writing anything', async () => {
    expect((await get('/api/mining')).status).toBe(418);
    expect((await get('/page.txt', {}, 'POST')).status).toBe(418);
    expect((await get('/page.txt/')).status).toBe(418);
  });
});

describe('acceptsEncoding', () => {
  it('reads codings with and without weights', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('br;q=0.5', 'br')).toBe(true);
    expect(acceptsEncoding('BR', 'br')).toBe(true);
    expect(acceptsEncoding('br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('brotli', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});
