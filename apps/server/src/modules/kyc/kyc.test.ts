import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import { registerUser } from '#server-test/api-client.ts';
import { htmlAsJpg, hugePngHeader, photoWithGps, smallPng, svgImage } from '#server-test/images.ts';
import { postMultipart } from '#server-test/multipart.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
let dataDir: string;
let photo: Buffer;
let counter = 0;

beforeAll(async () => {
  dataDir = path.resolve('.tmp', `kyc-${Date.now()}`);
  t = await startTestApp({ FRE_DATA_DIR: dataDir });
  photo = await photoWithGps();
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

function fields(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    firstName: 'Jeanne', lastName: 'Martin', dateOfBirth: '1990-04-12', nationality: 'Française', phoneNumber: '+33 6 12 34 56 78',
    address: '12 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'France', documentType: 'id_card', documentNumber: `X${Date.now()}${counter}`,
    ...overrides,
  };
}
const jpeg = (bytes: Buffer, name = 'photo.jpg') => ({ bytes, name, type: 'image/jpeg' });

async function submit(client: { cookie: string | undefined }, form = fields(), files: Record<string, ReturnType<typeof jpeg>> = { documentFront: jpeg(photo), documentBack: jpeg(photo), selfie: jpeg(photo) }) {
  return postMultipart(t.baseUrl, '/api/kyc', client.cookie, form, files);
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, 'kyc');
  const owners = await readdir(root).catch(() => []);
  return (await Promise.all(owners.map(async (owner) => (await readdir(path.join(root, owner))).map((f) => path.join(root, owner, f))))).flat();
}

describe('KYC submission', () => {
  it('accepts the form with three photos, re-encoded without any EXIF or GPS', async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { client } = await registerUser(t.baseUrl, t.sent);
    const response = await submit(client);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'pending', submittedAt: expect.any(String) });
    expect((await client.get('/api/me')).body.user.kycStatus).toBe('pending');
    const files = await storedFiles();
    expect(files).toHaveLength(3);
    for (const file of files) {
      const bytes = await readFile(file);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('Jane Doe'))).toBe(false);
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
    expect((await submit(client)).body.error.code).toBe('kyc_already_pending');
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'kyc_file_invalid'],
    ['an SVG', svgImage, 'kyc_file_invalid'],
    ['HTML renamed .jpg', htmlAsJpg, 'kyc_file_invalid'],
    ['a 20k×20k image', hugePngHeader(), 'kyc_file_too_large'],
  ])('refuses %s with a clear message and stores nothing', async (_name, bytes, code) => {
    const before = (await storedFiles()).length;
    const { client } = await registerUser(t.baseUrl, t.sent);
    const response = await submit(client, fields(), { documentFront: jpeg(bytes as Buffer), documentBack: jpeg(photo), selfie: jpeg(photo) });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.body.error.details.fields.documentFront.code).toBe(code);
    expect(response.body.error.details.fields.documentFront.message).not.toBe(code);
    expect((await storedFiles()).length).toBe(before);
    expect((await client.get('/api/kyc')).body.status).toBe('none');
  });

  it('refuses a polyglot (a JPEG carrying a script after its image data)', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    const polyglot = Buffer.concat([photo, Buffer.from('<script>fetch("/api/me")</script>')]);
    const response = await submit(client, fields(), { documentFront: jpeg(polyglot), documentBack: jpeg(photo), selfie: jpeg(photo) });
    expect(response.body.error.details.fields.documentFront.code).toBe('kyc_file_invalid');
  });

  it('checks the form: adult only, the back of an ID card, and a passport needs no back', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    const minor = await submit(client, fields({ dateOfBirth: `${new Date().getUTCFullYear() - 17}-01-01` }));
    expect(minor.body.error.details.fields.dateOfBirth.code).toBe('kyc_underage');
    const noBack = await submit(client, fields(), { documentFront: jpeg(photo), selfie: jpeg(photo) });
    expect(noBack.body.error.details.fields.documentBack.code).toBe('kyc_file_missing');
    const missing = await submit(client, { ...fields(), firstName: '' });
    expect(missing.body.error.details.fields.firstName.code).toBe('required');
    const passport = await submit(client, fields({ documentType: 'passport' }), { documentFront: jpeg(await smallPng(), 'scan.png'), selfie: jpeg(photo) });
    expect(passport.status).toBe(201);
  });

  it('allows one identity per account', async () => {
    const form = fields();
    const a = await registerUser(t.baseUrl, t.sent);
    const b = await registerUser(t.baseUrl, t.sent);
    expect((await submit(a.client, form)).status).toBe(201);
    expect((await submit(b.client, { ...form, documentNumber: form.documentNumber.toLowerCase() })).body.error.code).toBe('kyc_identity_in_use');
  });
});

describe('privacy of identity documents', () => {
  it('serves images to their owner and admins only; another user gets 404', async () => {
    const a = await registerUser(t.baseUrl, t.sent);
    const b = await registerUser(t.baseUrl, t.sent);
    await submit(a.client);
    const admin = await adminClient(t);
    const queue = (await admin.client.get('/api/admin/kyc')).body.items;
    const mine = queue.find((item: any) => item.userId === a.user.id);
    const url = mine.files.documentFront;
    const own = await fetch(t.baseUrl + url, { headers: { cookie: a.client.cookie! } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(t.baseUrl + url, { headers: { cookie: b.client.cookie! } })).status).toBe(404);
    expect((await fetch(t.baseUrl + url)).status).toBe(401);
    expect((await fetch(t.baseUrl + url, { headers: { cookie: admin.client.cookie! } })).status).toBe(200);
    expect((await b.client.get('/api/kyc')).body.status).toBe('none');
  });
});

describe('review', () => {
  it('approves or rejects with a reason (audited), notifies the user, and a rejected user can start again', async () => {
    const admin = await adminClient(t);
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    await submit(client);
    const item = (await admin.client.get('/api/admin/kyc')).body.items.find((i: any) => i.userId === user.id);
    expect((await admin.client.post(`/api/admin/kyc/${item.id}/review`, { decision: 'reject', category: 'document_unreadable' })).body.error.details.fields.reason.code).toBe('reason_required');
    expect((await admin.client.post(`/api/admin/kyc/${item.id}/review`, { decision: 'reject', reason: 'Photo floue', category: 'document_unreadable' })).status).toBe(204);
    expect((await client.get('/api/kyc')).body).toMatchObject({ status: 'rejected', reason: 'Photo floue' });
    expect((await admin.client.post(`/api/admin/kyc/${item.id}/review`, { decision: 'approve' })).body.error.code).toBe('kyc_not_pending');
    expect((await submit(client)).status).toBe(201);
    const again = (await admin.client.get('/api/admin/kyc')).body.items.find((i: any) => i.userId === user.id);
    expect((await admin.client.post(`/api/admin/kyc/${again.id}/review`, { decision: 'approve' })).status).toBe(204);
    expect((await client.get('/api/me')).body.user.kycStatus).toBe('approved');
    expect((await client.get('/api/notifications')).body.items.map((n: any) => n.type)).toEqual(['kyc_approved', 'kyc_received', 'kyc_rejected', 'kyc_received']);
    const audit = (await admin.client.get(`/api/admin/audit?actorId=${admin.id}`)).body.items.map((e: any) => e.action);
    expect(audit).toEqual(expect.arrayContaining(['kyc_approved', 'kyc_rejected']));
  });
});
