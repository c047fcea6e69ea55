import { rm } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MY_DATA } from '@fre/domain';
import { backgroundJobs } from '#server/composition/jobs.ts';
import { loadConfig } from '#server/config.ts';
import { createJobRunner } from '#server/jobs/job-runner.ts';
import { adminClient } from '#server-test/admin-helpers.ts';
import { registerUser, STRONG_PASSWORD, type ApiClient } from '#server-test/api-client.ts';
import { photoWithGps } from '#server-test/images.ts';
import { asAdmin } from '#server-test/money-helpers.ts';
import { postMultipart } from '#server-test/multipart.ts';
import { reauthenticate } from '#server-test/reauth-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
let dataDir: string;
let counter = 0;
beforeAll(async () => {
  dataDir = path.resolve('.tmp', `kyc-records-${Date.now()}`);
  t = await startTestApp({ FRE_DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function submitKyc(client: ApiClient): Promise<string> {
  counter += 1;
  const jpeg = { bytes: await photoWithGps(), name: 'photo.jpg', type: 'image/jpeg' };
  const response = await postMultipart(t.baseUrl, '/api/kyc', client.cookie, {
    firstName: 'Jeanne', lastName: 'Martin', dateOfBirth: '1990-04-12', nationality: 'Française', phoneNumber: '+33 6 12 34 56 78',
    address: '12 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'France', documentType: 'passport', documentNumber: `AML${Date.now()}${counter}`,
  }, { documentFront: jpeg, selfie: jpeg });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return response.body.id ?? (await t.db.query<{ id: string }>('SELECT id FROM kyc_submissions ORDER BY submitted_at DESC LIMIT 1')).rows[0]!.id;
}

const kept = async (userId: string) => (await t.db.query('SELECT 1 FROM kyc_submissions WHERE user_id = $1', [userId])).rowCount;

describe('the identity-check record after an account is deleted', () => {
  it(`is kept ${MY_DATA.amlRetentionYears} years after the deletion, then deleted; a living account keeps its own`, async () => {
    const leaving = await registerUser(t.baseUrl, t.sent);
    const staying = await registerUser(t.baseUrl, t.sent);
    const admin = await adminClient(t);
    for (const player of [leaving, staying]) {
      const id = await submitKyc(player.client);
      expect((await asAdmin(admin, 'POST', `/api/admin/kyc/${id}/review`, { decision: 'approve' })).status).toBe(204);
    }
    await reauthenticate(leaving.client);
    expect((await leaving.client.request('DELETE', '/api/me', { password: STRONG_PASSWORD })).status).toBe(202);
    expect(await kept(leaving.user.id)).toBe(1);

    const log = pino({ level: 'silent' });
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://unused/x', FRE_DATA_DIR: dataDir });
    const jobs = await backgroundJobs({ config, db: t.db, clock: t.clock, mailer: { send: async () => undefined }, log });
    const job = jobs.find((candidate) => candidate.name === 'kyc-record-retention');
    expect(job, 'a periodic job named kyc-record-retention').toBeDefined();
    const runners = [createJobRunner(t.db, log), createJobRunner(t.db, log)];

    const deletedAt = t.clock.now();
    const term = new Date(deletedAt);
    term.setUTCFullYear(term.getUTCFullYear() + MY_DATA.amlRetentionYears);
    t.clock.advance(term.getTime() - deletedAt.getTime() - DAY_MS);
    expect(await runners[0]!.turn(job!)).toBe('ran');
    expect(await kept(leaving.user.id)).toBe(1);

    t.clock.advance(2 * DAY_MS);
    const turns = await Promise.all(runners.map((runner) => runner.turn(job!)));
    expect(turns).toContain('ran');
    expect(turns).not.toContain('failed');
    expect(await kept(leaving.user.id)).toBe(0);
    expect(await kept(staying.user.id)).toBe(1);
  });
});
