import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import type { AdminAd } from '../../api/get-admin-ads.ts';
import { AdsPage } from './ads-page.tsx';

const ad = (id: string, title: string): AdminAd => ({
  id, placement: 'dashboard', title, imageUrl: null, link: 'https://t.me/fre', languages: ['fr', 'en'],
  startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z', active: true, impressions: 10, clicks: 1,
});
const ta = i18n.getFixedT(null, 'admin');

describe('the ads, a page at a time (decision 060)', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['admin', 'admin-ads']);
  });

  it('shows the newest ads first, then the older ones on "Load more"', async () => {
    const calls = stubApi({
      'GET /api/admin/ads': () =>
        calls.at(-1)!.url.includes('cursor=')
          ? { status: 200, body: { items: [ad('1', 'Older ad')], nextCursor: null } }
          : { status: 200, body: { items: [ad('2', 'Newest ad')], nextCursor: 'WyIyIl0' } },
    });
    renderWithProviders(<AdsPage />);
    const table = await screen.findByRole('table', { name: 'Ads' });
    within(table).getByText('Newest ad');
    expect(within(table).queryByText('Older ad')).toBeNull();
    screen.getByText(ta('list.shown', { total: 1 }));

    await userEvent.setup().click(screen.getByRole('button', { name: ta('list.loadMore') }));
    await within(table).findByText('Older ad');
    screen.getByText(ta('list.all', { total: 2 }));
    expect(screen.queryByRole('button', { name: ta('list.loadMore') })).toBeNull();
    expect(calls.filter((call) => call.path === '/api/admin/ads').map((call) => call.url)).toEqual(['/api/admin/ads', '/api/admin/ads?cursor=WyIyIl0']);
  });
});
