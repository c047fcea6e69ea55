import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '#web/test/render.tsx';
import { ensureReauthenticated } from './ensure-reauthenticated.ts';
import { setReauthenticationAsker } from './reauthentication.ts';

const methods = { password: true, code: true, passkey: false };

describe('ensureReauthenticated', () => {
  afterEach(() => setReauthenticationAsker(null));

  it('asks nothing while the session is re-authenticated', async () => {
    stubApi({ 'GET /api/me/reauth': { status: 200, body: { until: new Date(Date.now() + 60_000).toISOString(), methods } } });
    const asked: unknown[] = [];
    setReauthenticationAsker(async (m) => (asked.push(m), true));
    await expect(ensureReauthenticated()).resolves.toBe(true);
    expect(asked).toEqual([]);
  });

  it('asks the person with what the account has, and says whether they proved themselves', async () => {
    stubApi({ 'GET /api/me/reauth': { status: 200, body: { until: null, methods } } });
    const asked: unknown[] = [];
    setReauthenticationAsker(async (m) => (asked.push(m), false));
    await expect(ensureReauthenticated()).resolves.toBe(false);
    expect(asked).toEqual([methods]);
  });
});
