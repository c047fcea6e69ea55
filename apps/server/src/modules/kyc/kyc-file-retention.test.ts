import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MY_DATA } from '@fre/domain';
import { loadConfig } from '#server/config.ts';
import { adminClient } from '#server-test/admin-helpers.ts';
import { registerUser, type ApiClient } from '#server-test/api-client.ts';
import { photoWithGps } from '#server-test/images.ts';
import { asAdmin, type Admin } from '#server-test/money-helpers.ts';
import { postMultipart } from '#server-test/multipart.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { deleteExpiredKycFiles } from './kyc-file-retention.ts';

let t: TestApp;
let admin: Admin;
let dataDir: string;
let photo: Buffer;
let counter = 0;

beforeAll(async () => {
  dataDir = path.resolve('.tmp', `kyc-retention-${Date.now()}`);
  t = await startTestApp({ FRE_DATA_DIR: dataDir });
  admin = await adminClient(t);
  photo = await photoWithGps();
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function submit({ client, user }: { client: ApiClient; user: { id: string } }) {
  counter += 1;
  const jpeg = { bytes: photo, name: 'photo.jpg', type: 'image/jpeg' };
  const response = await postMultipart(t.baseUrl, '/api/kyc', client.cookie, {
    firstName: 'Jeanne', lastName: 'Martin', dateOfBirth: '1990-04-12', nationality: 'Française', phoneNumber: '+33 6 12 34 56 78',
    address: '12 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'France', documentType: 'passport', documentNumber: `RT${Date.now()}${counter}`,
  }, { documentFront: jpeg, selfie: jpeg });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return (await t.db.query<{ id: string; front_file: string; selfie_file: string }>('SELECT id, front_file, selfie_file FROM kyc_submissions WHERE user_id = $1', [user.id])).rows[0]!;
}

const stored = (key: string) => access(path.join(dataDir, 'kyc', key)).then(() => true, () => false);
const run = () => deleteExpiredKycFiles({ db: t.db, clock: t.clock, config: loadConfig({ FRE_DATA_DIR: dataDir }) });

describe('KYC document retention', () => {
  it(`deletes the photos ${MY_DATA.kycFileRetentionDays} days after the decision, keeps the decision, and the back office says so`, async () => {
    const approved = await registerUser(t.baseUrl, t.sent);
    const pending = await registerUser(t.baseUrl, t.sent);
    const a = await submit(approved);
    const p = await submit(pending);
    expect((await asAdmin(admin, 'POST', `/api/admin/kyc/${a.id}/review`, { decision: 'approve' })).status).toBe(204);

    t.clock.advance((MY_DATA.kycFileRetentionDays - 1) * DAY_MS);
    expect(await run()).toBe(0);
    expect(await stored(a.front_file)).toBe(true);

    t.clock.advance(DAY_MS + 60_000);
    expect(await run()).toBe(1);
    expect(await stored(a.front_file)).toBe(false);
    expect(await stored(a.selfie_file)).toBe(false);
    // A submission still waiting for its decision keeps its photos, whatever its age.
    expect(await stored(p.front_file)).toBe(true);

    const row = (await t.db.query('SELECT status, document_number, files_deleted_at FROM kyc_submissions WHERE id = $1', [a.id])).rows[0];
    expect(row.status).toBe('approved');
    expect(row.document_number).toMatch(/^RT/);
    expect(row.files_deleted_at).toBeInstanceOf(Date);
    expect((await t.db.query('SELECT kyc_status FROM users WHERE id = $1', [approved.user.id])).rows[0].kyc_status).toBe('approved');

    // A month on, the first admin's session has expired.
    const reviewer = await adminClient(t);
    const queue = await asAdmin(reviewer, 'GET', '/api/admin/kyc?status=approved');
    expect(queue.body.items.find((item: { id: string }) => item.id === a.id)).toMatchObject({ filesDeletedAt: expect.any(String) });
    expect((await asAdmin(reviewer, 'GET', `/api/kyc/${a.id}/files/selfie`)).status).toBe(404);
    // Run again: nothing left to do.
    expect(await run()).toBe(0);
  });
});
