/**
 * Any S3-compatible object storage (AWS S3, MinIO, R2, Scaleway…), path-style requests signed
 * with AWS Signature Version 4 — a few dozen lines instead of a whole SDK.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { FileStore } from './file-store.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Folder inside the bucket (kyc, support, ads). */
  prefix: string;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.jpg$/;

/** Headers of a signed request (exported for the test that checks the signature). */
export function signS3Request(s: S3Settings, method: string, key: string, body: Buffer, now: Date): { url: string; headers: Record<string, string> } {
  const url = new URL(s.endpoint);
  const path = `/${s.bucket}/${[s.prefix, ...key.split('/')].map(encodeURIComponent).join('/')}`;
  const amzDate = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256Hex(body);
  const canonical = [method, path, '', `host:${url.host}\nx-amz-content-sha256:${payloadHash}\nx-amz-date:${amzDate}\n`, 'host;x-amz-content-sha256;x-amz-date', payloadHash].join('\n');
  const scope = `${day}/${s.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${s.secretAccessKey}`, day), s.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  return {
    url: `${url.origin}${path}`,
    headers: {
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      authorization: `AWS4-HMAC-SHA256 Credential=${s.accessKeyId}/${scope}, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=${signature}`,
    },
  };
}

export function createS3FileStore(s: S3Settings): FileStore {
  const call = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body: Buffer = Buffer.alloc(0)) => {
    const signed = signS3Request(s, method, key, body, new Date());
    return fetch(signed.url, {
      method,
      headers: { ...signed.headers, ...(method === 'PUT' ? { 'content-type': 'image/jpeg' } : {}) },
      body: method === 'PUT' ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
  };
  return {
    async put(owner, bytes) {
      const key = `${owner}/${randomUUID()}.jpg`;
      const response = await call('PUT', key, bytes);
      if (!response.ok) throw new Error(`object storage refused the upload: ${response.status}`);
      return key;
    },
    async get(key) {
      if (!KEY.test(key)) return null;
      const response = await call('GET', key);
      return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
    },
    async remove(key) {
      if (KEY.test(key)) await call('DELETE', key);
    },
  };
}
