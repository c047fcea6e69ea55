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

describe('verifyInitData, on values Telegram never signs', () => {
  const token = '42:test';
  const now = new Date('2026-11-27T12:00:00Z');
  const check = (user: string, extra: Record<string, string> = {}) => verifyInitData(signInitData({ auth_date: String(now.getTime() / 1000), user, ...extra }, token), token, now, DAY_MS);

  it('refuses an id that is not a whole positive number of at most 52 bits, even rightly signed', () => {
    for (const id of ['9223372036854775808', '18446744073709551617', String(2 ** 52), '0', '-7', '7.5', '"7"', 'null']) {
      expect(check(`{"id":${id},"first_name":"X"}`)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(check(`{"id":${2 ** 52 - 1},"first_name":"X"}`)).toMatchObject({ ok: true, identity: { id: BigInt(2 ** 52 - 1) } });
  });

  it('refuses a control character in any field, a name or a parameter', () => {
    for (const user of [{ id: 7, username: 'zoe\u0000x' }, { id: 7, first_name: 'Zo\u0000é' }, { id: 7, last_name: 'a\nb' }, { id: 7, language_code: 'ru\u001b' }, { id: 7, username: 42 }]) {
      expect(check(JSON.stringify(user))).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(check('{"id":7}', { start_param: 'ref_ABC\u0000' })).toEqual({ ok: false, reason: 'invalid' });
    expect(check('{"id":7}', { query_id: 'AAH\u0007' })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('drops a username Telegram would not give, cleans the first name, reads a language tag and a start parameter only as Telegram writes them', () => {
    for (const username of ['\u202Eadmin_gnp', 'аdmin', 'a'.repeat(3800), 'ad min', 'abc']) {
      expect(check(JSON.stringify({ id: 7, username }))).toMatchObject({ ok: true, identity: { username: null } });
    }
    expect(check(JSON.stringify({ id: 7, username: 'Fre_miner', first_name: `\u202EZo\u200Bé ${'x'.repeat(3800)}`, language_code: 'zh-hans' }))).toMatchObject({
      ok: true, identity: { username: 'Fre_miner', firstName: `Zoé ${'x'.repeat(60)}`, languageCode: 'zh-hans' },
    });
    expect(check(JSON.stringify({ id: 7, first_name: '\u202E\u200B', language_code: 'not a tag' }), { start_param: 'ref ABC' })).toMatchObject({
      ok: true, identity: { firstName: null, languageCode: null, startParam: null },
    });
  });
});
