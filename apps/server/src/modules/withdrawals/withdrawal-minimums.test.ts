import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NANO_PER_FRE, WITHDRAWAL_MINIMUM_FRE_BY_LEVEL } from '@fre/domain';
import { ADMIN_CODE, adminClient } from '#server-test/admin-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const FRE = (n: number) => (BigInt(n) * NANO_PER_FRE).toString();
const publicMinimums = async () => {
  const response = await fetch(`${t.baseUrl}/api/withdrawal-minimums`);
  return { status: response.status, body: (await response.json()) as { minimums: string[] } };
};

describe('the withdrawal minimums the help pages quote', () => {
  it('are the ones an admin set, read without an account', async () => {
    expect(await publicMinimums()).toEqual({ status: 200, body: { minimums: WITHDRAWAL_MINIMUM_FRE_BY_LEVEL.map(FRE) } });

    const admin = await adminClient(t);
    await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE });
    const changed = [...Array.from({ length: 10 }, () => FRE(180_000)), FRE(12_500)];
    expect((await admin.client.request('PUT', '/api/admin/withdrawal-minimums', { minimums: changed })).status).toBe(200);

    expect(await publicMinimums()).toEqual({ status: 200, body: { minimums: changed } });
  });
});
