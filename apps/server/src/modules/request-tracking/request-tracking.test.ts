import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '@fre/domain';
import { ADMIN_CODE, adminClient } from '#server-test/admin-helpers.ts';
import { registerUser } from '#server-test/api-client.ts';
import { photoWithGps } from '#server-test/images.ts';
import { type Admin, nano } from '#server-test/money-helpers.ts';
import { postMultipart } from '#server-test/multipart.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';

let t: TestApp;
let admin: Admin;
let second: Admin;
let dataDir: string;

beforeAll(async () => {
  dataDir = path.resolve('.tmp', `tracking-${Date.now()}`);
  t = await startTestApp({ FRE_DATA_DIR: dataDir, TON_PROOF_DOMAIN: 'localhost:3000', WITHDRAWAL_SECOND_APPROVAL_FRE: '500000' });
  admin = await adminClient(t);
  second = await adminClient(t);
  for (const a of [admin, second]) await a.client.post('/api/admin/unlock', { code: ADMIN_CODE });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Step {
  stage: string;
  state: string;
  at: string | null;
  outcome: string | null;
  explorerUrl: string | null;
}
/** The timeline as "stage:state" (and the outcome of the decision), the way the page lists it. */
const steps = (timeline: Step[]) => timeline.map((step) => `${step.stage}:${step.state}${step.outcome ? `:${step.outcome}` : ''}`);
/** A stage's time is the server's clock at the action: between `before` and now. */
const happened = (at: string | null, before: number) => at !== null && Date.parse(at) >= before && Date.parse(at) <= t.clock.now().getTime();
/** The admin's client, the gate unlocked again after the clock moved past its idle lock. */
async function unlocked(a: Admin) {
  await a.client.post('/api/admin/unlock', { code: ADMIN_CODE });
  return a.client;
}
const notices = async (client: { get: (path: string) => Promise<{ body: any }> }) => (await client.get('/api/notifications')).body.items.map((item: { type: string }) => item.type);

describe('a withdrawal tracked from the request to the chain', () => {
  it('shows each stage with its time, the second approval, the explorer link, and tells the player at each stage', async () => {
    const p = await withdrawalReadyUser(t, admin, 600_000);
    const mine = async () => (await p.client.get('/api/withdrawals')).body.items[0];
    const w = (await p.client.post('/api/withdrawals', { amount: nano('600000') })).body.withdrawal;
    let item = await mine();
    expect(steps(item.timeline)).toEqual(['received:done', 'in_review:current', 'second_approval:upcoming', 'decided:upcoming', 'sent:upcoming', 'confirmed:upcoming']);
    expect(item.timeline[0].at).toBe(item.createdAt);
    expect(item.queue).toMatchObject({ position: expect.any(Number), late: false });
    expect(await notices(p.client)).toContain('withdrawal_received');

    t.clock.advance(HOUR_MS);
    const before = t.clock.now().getTime();
    expect((await (await unlocked(admin)).post(`/api/admin/withdrawals/${w.id}/decision`, { decision: 'approve' })).body.withdrawal.status).toBe('requested');
    item = await mine();
    expect(steps(item.timeline)).toEqual(['received:done', 'in_review:done', 'second_approval:current', 'decided:upcoming', 'sent:upcoming', 'confirmed:upcoming']);
    expect(happened(item.timeline[1].at, before)).toBe(true);
    expect((await notices(p.client))[0]).toBe('withdrawal_second_approval');

    t.clock.advance(HOUR_MS);
    expect((await (await unlocked(second)).post(`/api/admin/withdrawals/${w.id}/decision`, { decision: 'approve' })).body.withdrawal.status).toBe('approved');
    item = await mine();
    expect(steps(item.timeline)).toEqual(['received:done', 'in_review:done', 'second_approval:done', 'decided:done:approved', 'sent:current', 'confirmed:upcoming']);
    // Decided: no longer in the review queue.
    expect(item.queue).toBeNull();

    t.clock.advance(HOUR_MS);
    const hash = 'Xk2/abcDEF1234567890abcdefGHIJ+klmnopq=';
    expect((await (await unlocked(admin)).post(`/api/admin/withdrawals/${w.id}/decision`, { decision: 'mark_paid', txHash: hash })).status).toBe(200);
    item = await mine();
    expect(steps(item.timeline)).toEqual(['received:done', 'in_review:done', 'second_approval:done', 'decided:done:approved', 'sent:done', 'confirmed:done']);
    expect(item.timeline.every((step: Step) => step.at !== null)).toBe(true);
    expect(item.timeline[5].explorerUrl).toBe(`https://tonviewer.com/transaction/${encodeURIComponent(hash)}`);
    expect((await notices(p.client)).slice(0, 4)).toEqual(['withdrawal_complete', 'withdrawal_approved', 'withdrawal_second_approval', 'withdrawal_received']);
  });

  it('a rejected withdrawal ends at its decision, without the stages it will never reach', async () => {
    const p = await withdrawalReadyUser(t, admin, 300_000);
    const w = (await p.client.post('/api/withdrawals', { amount: nano('250000') })).body.withdrawal;
    await (await unlocked(admin)).post(`/api/admin/withdrawals/${w.id}/decision`, { decision: 'reject', category: 'wallet_problem', reason: 'Adresse suspecte' });
    const item = (await p.client.get('/api/withdrawals')).body.items[0];
    expect(steps(item.timeline)).toEqual(['received:done', 'in_review:done', 'decided:done:rejected']);
    expect(item.queue).toBeNull();
  });
});

describe('an identity check tracked', () => {
  it('received, in review once an admin opens its documents, then decided; each told once', async () => {
    const photo = await photoWithGps();
    const jpeg = { bytes: photo, name: 'photo.jpg', type: 'image/jpeg' };
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    const form = {
      firstName: 'Jeanne', lastName: 'Martin', dateOfBirth: '1990-04-12', nationality: 'Française', phoneNumber: '+33 6 12 34 56 78',
      address: '12 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'France', documentType: 'passport', documentNumber: `T${Date.now()}`,
    };
    expect((await postMultipart(t.baseUrl, '/api/kyc', client.cookie, form, { documentFront: jpeg, selfie: jpeg })).status).toBe(201);
    let kyc = (await client.get('/api/kyc')).body;
    expect(steps(kyc.timeline)).toEqual(['received:done', 'in_review:current', 'decided:upcoming']);
    expect(kyc.queue).toMatchObject({ position: 1, late: false });

    t.clock.advance(HOUR_MS);
    const before = t.clock.now().getTime();
    const item = (await (await unlocked(admin)).get('/api/admin/kyc')).body.items.find((entry: { userId: string }) => entry.userId === user.id);
    // The owner looking at their own photos is not a review; an admin opening them is, once.
    expect((await fetch(t.baseUrl + item.files.selfie, { headers: { cookie: client.cookie! } })).status).toBe(200);
    expect(steps((await client.get('/api/kyc')).body.timeline)[1]).toBe('in_review:current');
    // Two admins' browsers loading both photos at once: one stage, one notice.
    const opened = await Promise.all([item.files.documentFront, item.files.selfie, item.files.documentFront, item.files.selfie]
      .map((file: string) => fetch(t.baseUrl + file, { headers: { cookie: admin.client.cookie! } })));
    expect(opened.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    kyc = (await client.get('/api/kyc')).body;
    expect(steps(kyc.timeline)).toEqual(['received:done', 'in_review:done', 'decided:current']);
    expect(happened(kyc.timeline[1].at, before)).toBe(true);

    t.clock.advance(HOUR_MS);
    expect((await (await unlocked(admin)).post(`/api/admin/kyc/${item.id}/review`, { decision: 'approve' })).status).toBe(204);
    kyc = (await client.get('/api/kyc')).body;
    expect(steps(kyc.timeline)).toEqual(['received:done', 'in_review:done', 'decided:done:approved']);
    expect(kyc.queue).toBeNull();
    expect(await notices(client)).toEqual(['kyc_approved', 'kyc_in_review', 'kyc_received']);
  });
});
