import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TranslatorProvider } from '#web/lib/translator-context.tsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { setupI18n } from '#web/test/render.tsx';
import type { AbuseReason } from '../../types.ts';
import { useReasonSentences } from './use-reason-sentences.ts';

const wrapper = ({ children }: { children: ReactNode }) => <TranslatorProvider translator={i18n}>{children}</TranslatorProvider>;
/** Intl separates a number from its unit with a no-break space; compared as plain spaces. */
const say = (...reasons: AbuseReason[]) => renderHook(() => useReasonSentences(), { wrapper }).result.current(reasons).map((text) => text.replace(/\s/g, ' '));

describe('reason sentences', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('admin');
  });

  it('says every reason code in words', () => {
    expect(say({ code: 'network_burst', params: { count: 12, minutes: 40 } })).toEqual(['12 accounts from one network prefix within 40 min']);
    expect(say({ code: 'referred_by', params: { count: 10, total: 10, referrer: 'alice' } })).toEqual(['All referred by alice']);
    expect(say({ code: 'referred_by', params: { count: 9, total: 10, referrer: 'alice' } })).toEqual(['9 of 10 referred by alice']);
    expect(say({ code: 'shared_network', params: { count: 9, total: 10 } })).toEqual(['9 of 10 use the same network']);
    expect(say({ code: 'shared_device', params: { count: 1, total: 4 } })).toEqual(['1 of 4 uses the same device']);
    expect(say({ code: 'shared_user_agent', params: { count: 6, total: 7 } })).toEqual(['6 of 7 have the exact same browser']);
    expect(say({ code: 'lockstep', params: { count: 5, total: 8, minutes: 5 } })).toEqual(['5 of 8 start mining together, within 5 min']);
    expect(say({ code: 'only_mining', params: { count: 7, total: 7 } })).toEqual(['7 of 7 do nothing but mine']);
    expect(say({ code: 'quick_start', params: { count: 6, total: 6, seconds: 120 } })).toEqual([
      '6 of 6 verified the email and started mining less than 2 min after signing up',
    ]);
  });

  it('joins a burst and the referrer of the same accounts into one sentence', () => {
    expect(
      say(
        { code: 'network_burst', params: { count: 12, minutes: 40 } },
        { code: 'quick_start', params: { count: 11, total: 12, seconds: 120 } },
        { code: 'referred_by', params: { count: 12, total: 12, referrer: 'alice' } },
      ),
    ).toEqual(['12 accounts from one network prefix within 40 min, all referred by alice', '11 of 12 verified the email and started mining less than 2 min after signing up']);
    // Different accounts: two sentences.
    expect(say({ code: 'network_burst', params: { count: 6, minutes: 30 } }, { code: 'referred_by', params: { count: 9, total: 10, referrer: 'bob' } })).toHaveLength(2);
  });

  it('uses the plural forms and number format of the language', async () => {
    await i18n.changeLanguage('fr');
    expect(say({ code: 'network_burst', params: { count: 12, minutes: 40 } }, { code: 'referred_by', params: { count: 12, total: 12, referrer: 'X' } })).toEqual([
      '12 comptes depuis un même préfixe réseau en 40 min, tous parrainés par X',
    ]);
    expect(say({ code: 'referred_by', params: { count: 9, total: 10, referrer: 'X' } })).toEqual(['9 sur 10 parrainés par X']);
    expect(say({ code: 'only_mining', params: { count: 1, total: 1200 } })).toEqual(["1 sur 1 200 ne fait rien d'autre que miner"]);
    await i18n.changeLanguage('ru');
    expect(say({ code: 'network_burst', params: { count: 2, minutes: 40 } }, { code: 'network_burst', params: { count: 5, minutes: 40 } }, { code: 'network_burst', params: { count: 21, minutes: 40 } })).toEqual([
      '2 аккаунта с одного сетевого префикса за 40 мин',
      '5 аккаунтов с одного сетевого префикса за 40 мин',
      '21 аккаунт с одного сетевого префикса за 40 мин',
    ]);
    await i18n.changeLanguage('en');
  });
});
