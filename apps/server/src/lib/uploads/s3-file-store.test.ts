import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createS3FileStore } from './s3-file-store.ts';

const SECRET = 'test-secret-key-for-the-stand-in';
const objects = new Map<string, Buffer>();
let server: http.Server;
let endpoint: string;

/** An S3 stand-in that recomputes each request's Signature V4 from the wire, as S3 does. */
function verify(request: http.IncomingMessage, body: Buffer): boolean {
  const auth = String(request.headers.authorization ?? '');
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(auth);
  if (!match) return false;
  const [, , day, region, signed, signature] = match;
  const payload = createHash('sha256').update(body).digest('hex');
  if (request.headers['x-amz-content-sha256'] !== payload) return false;
  const headers = signed!.split(';').map((name) => `${name}:${request.headers[name]}\n`).join('');
  const canonical = [request.method, request.url, '', headers, signed, payload].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', request.headers['x-amz-date'], `${day}/${region}/s3/aws4_request`, createHash('sha256').update(canonical).digest('hex')].join('\n');
  let key: Buffer = createHmac('sha256', `AWS4${SECRET}`).update(day!).digest();
  for (const part of [region!, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
  return createHmac('sha256', key).update(toSign).digest('hex') === signature;
}

beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (!verify(request, body)) {
      response.statusCode = 403;
      return response.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
    }
    const key = request.url!;
    if (request.method === 'PUT') objects.set(key, body);
    if (request.method === 'DELETE') objects.delete(key);
    if (request.method === 'GET') {
      const stored = objects.get(key);
      response.statusCode = stored ? 200 : 404;
      return response.end(stored ?? '');
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('stores, reads back and deletes photos in S3-compatible storage with valid V4 signatures', async () => {
  const store = createS3FileStore({ endpoint, bucket: 'fre-uploads', region: 'eu-west-3', accessKeyId: 'AKIATEST', secretAccessKey: SECRET, prefix: 'kyc' });
  const owner = '11111111-2222-4333-8444-555555555555';
  const key = await store.put(owner, Buffer.from('jpeg bytes'));
  expect(key).toMatch(new RegExp(`^${owner}/[0-9a-f-]{36}\\.jpg$`));
  expect([...objects.keys()]).toEqual([`/fre-uploads/kyc/${key}`]);
  expect((await store.get(key))?.toString()).toBe('jpeg bytes');
  expect(await store.get('../../etc/passwd')).toBeNull();
  await store.remove(key);
  expect(objects.size).toBe(0);
  const wrong = createS3FileStore({ endpoint, bucket: 'fre-uploads', region: 'eu-west-3', accessKeyId: 'AKIATEST', secretAccessKey: 'not-the-secret', prefix: 'kyc' });
  await expect(wrong.put(owner, Buffer.from('x'))).rejects.toThrow(/403/);
});
