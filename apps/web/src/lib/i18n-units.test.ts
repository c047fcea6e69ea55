import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from './i18n.ts';

/** The build's file of the `layout` unit in French: each of its namespaces under its name. */
const layout = {
  notifications: { title: 'Notifications' },
  referrals: { title: 'Mon groupe' },
  'bonus-codes': { title: 'Code bonus' },
  leaderboard: { title: 'Classement' },
  contest: { title: 'Concours' },
  profile: { title: 'Mon profil' },
};

describe('translations fetched by loading unit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks once for the file of a unit, however many of its namespaces a page reads, and has the others at hand', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return Promise.resolve(new Response(JSON.stringify(layout), { status: 200 }));
    });
    await initI18n('fr', { fr: { web: {}, errors: {} } });

    await i18n.loadNamespaces(['referrals', 'bonus-codes']);
    expect(asked).toEqual(['/locales/test/fr/layout.json']);
    expect(i18n.getFixedT('fr', 'referrals')('title')).toBe('Mon groupe');
    expect(i18n.getFixedT('fr', 'bonus-codes')('title')).toBe('Code bonus');

    // A part of the page reading another namespace of the unit finds it, with no request.
    expect(i18n.hasLoadedNamespace('profile')).toBe(true);
    await i18n.loadNamespaces('profile');
    expect(i18n.getFixedT('fr', 'profile')('title')).toBe('Mon profil');
    expect(asked).toHaveLength(1);
  });
});
