import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@fre/domain';
import { SDK_EXAMPLE } from './fixtures/init-data-examples.ts';
import { signInitData, verifyInitData } from './init-data.ts';

const justAfter = new Date(SDK_EXAMPLE.authDate.getTime() + 60_000);

describe('verifyInitData, on the SDK documentation example', () => {
  it('accepts it with its bot token, and reads the user, language and date', () => {
    const check = verifyInitData(SDK_EXAMPLE.initData, SDK_EXAMPLE.botToken, justAfter, DAY_MS);
    expect(check).toEqual({
      ok: true,
      identity: { id: SDK_EXAMPLE.userId, username: SDK_EXAMPLE.username, firstName: SDK_EXAMPLE.firstName, languageCode: SDK_EXAMPLE.languageCode, startParam: null, authDate: SDK_EXAMPLE.authDate },
    });
  });

  it('signs the same fields to the same hash (our signer agrees with Telegram)', () => {
    const params = new URLSearchParams(SDK_EXAMPLE.initData);
    const hash = params.get('hash');
    params.delete('hash');
    expect(new URLSearchParams(signInitData(Object.fromEntries(params), SDK_EXAMPLE.botToken)).get('hash')).toBe(hash);
  });

  it('tells a stale one apart: expired once older than the age allowed', () => {
    expect(verifyInitData(SDK_EXAMPLE.initData, SDK_EXAMPLE.botToken, new Date(SDK_EXAMPLE.authDate.getTime() + DAY_MS + 1000), DAY_MS)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another bot token, a tampered field, a changed hash, a missing or doubled hash', () => {
    const invalid = { ok: false, reason: 'invalid' };
    expect(verifyInitData(SDK_EXAMPLE.initData, '123456:another-bot', justAfter, DAY_MS)).toEqual(invalid);
    expect(verifyInitData(SDK_EXAMPLE.initData.replace('279058397', '279058398'), SDK_EXAMPLE.botToken, justAfter, DAY_MS)).toEqual(invalid);
    expect(verifyInitData(SDK_EXAMPLE.initData.replace('auth_date=1662771648', 'auth_date=1662771649'), SDK_EXAMPLE.botToken, justAfter, DAY_MS)).toEqual(invalid);
    expect(verifyInitData(SDK_EXAMPLE.initData.replace(/hash=c5/, 'hash=d5'), SDK_EXAMPLE.botToken, justAfter, DAY_MS)).toEqual(invalid);
    expect(verifyInitData(SDK_EXAMPLE.initData.replace(/&hash=[0-9a-f]+/, ''), SDK_EXAMPLE.botToken, justAfter, DAY_MS)).toEqual(invalid);
    expect(verifyInitData(`${SDK_EXAMPLE.initData}&hash=${'0'.repeat(64)}`, SDK_EXAMPLE.botToken, justAfter, DAY_MS)).toEqual(invalid);
    expect(verifyInitData('not init data at all', SDK_EXAMPLE.botToken, justAfter, DAY_MS)).toEqual(invalid);
  });

  it('refuses a date more than a minute ahead of the clock, even rightly signed', () => {
    const early = new Date(SDK_EXAMPLE.authDate.getTime() - 61_000);
    expect(verifyInitData(SDK_EXAMPLE.initData, SDK_EXAMPLE.botToken, early, DAY_MS)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyInitData(SDK_EXAMPLE.initData, SDK_EXAMPLE.botToken, new Date(SDK_EXAMPLE.authDate.getTime() - 30_000), DAY_MS).ok).toBe(true);
  });

  it('reads the start parameter, and refuses signed data without a usable user', () => {
    const token = '42:test';
    const now = new Date('2026-11-27T12:00:00Z');
    const authDate = String(now.getTime() / 1000);
    const withStart = signInitData({ auth_date: authDate, start_param: 'ref_ABC123', user: JSON.stringify({ id: 7, first_name: 'Zoé' }) }, token);
    expect(verifyInitData(withStart, token, now, DAY_MS)).toMatchObject({ ok: true, identity: { id: 7n, username: null, firstName: 'Zoé', startParam: 'ref_ABC123' } });
    for (const user of ['{"first_name":"x"}', '{"id":"12a"}', 'not json', 'null']) {
      expect(verifyInitData(signInitData({ auth_date: authDate, user }, token), token, now, DAY_MS)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
