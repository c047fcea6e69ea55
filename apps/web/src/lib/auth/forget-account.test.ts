import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readAccountLanguage, rememberAccountLanguage } from '#web/lib/language-storage.ts';
import { forgetAccount } from './forget-account.ts';
import { meQueryKey } from './get-me.ts';

describe('forgetAccount', () => {
  it("forgets every answer of the account, its devices and passkeys under ['me', …] included", () => {
    const client = new QueryClient();
    client.setQueryData(meQueryKey, { nickname: 'ana' });
    client.setQueryData(['me', 'passkeys'], [{ id: 'k1' }]);
    client.setQueryData(['me', 'sessions'], [{ id: 's1' }]);
    client.setQueryData(['mining'], { session: null });
    forgetAccount(client);
    expect(client.getQueryData(meQueryKey)).toBeNull();
    expect(client.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([meQueryKey]);
  });

  it("forgets the account's language, so the next account on this phone does not start in it", () => {
    rememberAccountLanguage('ru');
    forgetAccount(new QueryClient());
    expect(readAccountLanguage()).toBeNull();
  });
});
