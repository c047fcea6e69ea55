import { PUBLIC_LINKS, type PublicLinks } from '@fre/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { LandingFooter } from './landing-footer.tsx';

const none = Object.fromEntries(PUBLIC_LINKS.map((link) => [link, null])) as PublicLinks;

function serverWith(links: Partial<PublicLinks>) {
  stubApi({
    'GET /api/client-config': {
      status: 200,
      body: {
        tonConnect: { manifestUrl: '/tonconnect-manifest.json', walletsListUrl: null, twaReturnUrl: null },
        tonNetwork: 'testnet', shopConfigured: false, priceConfigured: false, telegramBotConfigured: false, telegramMiniAppUrl: null,
        links: { ...none, ...links },
      },
    },
  });
}

describe('LandingFooter', () => {
  beforeAll(() => setupI18n('en'));

  it('links to the addresses the server has, and shows nothing for an unset one', async () => {
    serverWith({ whitePaper: 'https://fre.example/white-paper.pdf', telegramChannel: 'https://t.me/fre_news', youtube: 'https://youtube.com/@fre' });
    renderWithProviders(<LandingFooter />);
    const community = await screen.findByRole('navigation', { name: 'Community' });
    expect(within(community).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Telegram channel', 'https://t.me/fre_news'],
      ['YouTube', 'https://youtube.com/@fre'],
    ]);
    const product = screen.getByRole('navigation', { name: 'FRE Mining' });
    expect(within(product).getByRole('link', { name: 'White paper' }).getAttribute('href')).toBe('https://fre.example/white-paper.pdf');
    for (const unset of ['Official website', 'Telegram chat', 'X', 'Facebook']) expect(screen.queryByRole('link', { name: unset })).toBeNull();
    expect(within(product).getByRole('link', { name: 'Create an account' })).toBeTruthy();
    expect(within(product).getByRole('link', { name: 'Figures and rules' }).getAttribute('href')).toBe('/transparence');
  });

  it('leaves the community out when none of its addresses is set', async () => {
    serverWith({ officialSite: 'https://fre.example' });
    renderWithProviders(<LandingFooter />);
    expect((await screen.findByRole('link', { name: 'Official website' })).getAttribute('href')).toBe('https://fre.example');
    expect(screen.queryByRole('navigation', { name: 'Community' })).toBeNull();
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual(['FRE Mining', 'Legal information']);
  });
});
