import { TRANSPARENCY, type RuleChange, type Transparency } from '@fre/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { AnnouncedChangeBanner } from './announced-change-banner.tsx';
import { TransparencyPage } from './transparency-page.tsx';

const FRE = (n: number) => `${n}000000000`;
const minimums = [250_000, 250_000, 250_000, 250_000, 250_000, 250_000, 250_000, 250_000, 200_000, 100_000, 25_000].map(FRE);
const raised = minimums.map((value, level) => (level === 10 ? FRE(60_000) : value));

const days = Array.from({ length: TRANSPARENCY.chartDays }, (_, i) => ({ day: new Date(Date.UTC(2026, 7, 31 + i)).toISOString().slice(0, 10), mined: i === 89 ? FRE(40) : i === 88 ? FRE(10) : '0' }));

const announced: RuleChange = {
  id: '7', kind: 'withdrawal_minimums', subject: null, before: minimums, after: raised, worse: true,
  effectiveAt: '2026-12-02T12:00:00.000Z', announcedAt: '2026-11-28T12:00:00.000Z', upcoming: true,
};
const priceChange: RuleChange = {
  id: '6', kind: 'shop_item', subject: 'FRE1', before: { price: null }, after: { price: '2500000000' }, worse: false,
  effectiveAt: '2026-11-20T08:00:00.000Z', announcedAt: '2026-11-20T08:00:00.000Z', upcoming: false,
};

const transparency: Transparency = {
  figures: {
    minedTotal: FRE(1_234), minedPerDay: days, held: { total: FRE(987), day: '2026-11-28' }, withdrawn: { count: 3, total: FRE(75_000) },
    players: 1_500, verifiedPlayers: 320, asOf: '2026-11-28T12:00:00.000Z',
  },
  rules: {
    mining: { baseRate: '1041667', sessionHours: 24, referralBonus: '2083300', maxCountedReferrals: 20 },
    levelRewards: ['1000000', '10000000'],
    withdrawalMinimums: minimums,
    shop: [{ id: 'BOOST7', kind: 'boost_box', rate: '400000000', days: 7, amount: null, price: '1500000000', stars: 150, available: true, requiredLevel: 0 }],
  },
  upcoming: [announced],
};

const hash = 'VaEnP7QN8B8YmQLI6gqfSdvEtYWKCz49iLZ+i72Pf9k=';

function server() {
  stubApi({
    'GET /api/transparency': { status: 200, body: transparency },
    'GET /api/transparency/payouts': { status: 200, body: { items: [{ amount: FRE(25_000), completedAt: '2026-11-27T10:00:00.000Z', txHash: hash, explorerUrl: 'https://tonviewer.com/transaction/55a1' }], nextCursor: null } },
    'GET /api/transparency/changes': { status: 200, body: { items: [announced, priceChange], nextCursor: null } },
  });
}

describe('the figures and rules page', () => {
  beforeAll(() => setupI18n('en'));

  it('shows the figures, the chart with its words and table, the payouts, the rules and the dated changelog', async () => {
    server();
    renderWithProviders(<TransparencyPage />, { route: '/transparence' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Figures and rules' })).toBeTruthy();
    const chart = await screen.findByRole('img', { name: 'FRE mined per day' });
    expect(chart.querySelectorAll('rect')).toHaveLength(TRANSPARENCY.chartDays);
    expect(screen.getByText(/at most 40\.0000000 FRE in one day, 50\.0000000 FRE over the period/, { selector: 'figcaption' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(TRANSPARENCY.chartDays + 1);

    expect(screen.getByText('Players').nextElementSibling!.textContent).toBe('1,500');
    expect(screen.getByRole('link', { name: /according to the proof of balance of November 28, 2026/ }).getAttribute('href')).toBe('/preuve');
    expect((await screen.findByRole('link', { name: `See transaction ${hash} on the explorer` })).getAttribute('href')).toBe('https://tonviewer.com/transaction/55a1');

    const changelog = screen.getByRole('heading', { name: 'The changelog' }).closest('section')!;
    const entries = within(changelog).getAllByRole('listitem');
    expect(entries[0]!.textContent).toContain('Upcoming');
    expect(entries[0]!.textContent).toContain('Less favourable');
    expect(entries[0]!.textContent).toMatch(/Level 10: 25,000 → 60,000\sFRE/);
    expect(entries[1]!.textContent).toContain('Shop: FRE1');
    expect(entries[1]!.textContent).toContain('Price in TON: none → 2.5');
    expect(entries[1]!.textContent).not.toContain('Less favourable');
    expect(screen.getByText('Boost +0.4000000 FRE/h for 7 days')).toBeTruthy();
  });
});

describe("the dashboard's announcement of a worse change", () => {
  beforeAll(() => setupI18n('en'));
  beforeEach(() => localStorage.clear());

  it('says what changes and when, links to the details, and stays hidden once the player hides it', async () => {
    server();
    const first = renderWithProviders(<AnnouncedChangeBanner />, { route: '/dashboard' });
    expect(await screen.findByText('The withdrawal minimums go up on that date.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the details' }).getAttribute('href')).toBe('/transparence');
    await userEvent.click(screen.getByRole('button', { name: 'Hide the announcement' }));
    expect(screen.queryByText('The withdrawal minimums go up on that date.')).toBeNull();
    first.unmount();

    renderWithProviders(<AnnouncedChangeBanner />, { route: '/dashboard' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('The withdrawal minimums go up on that date.')).toBeNull();
  });

  it('is not shown for a change already in force or better for players', async () => {
    stubApi({ 'GET /api/transparency/changes': { status: 200, body: { items: [{ ...announced, worse: false }, priceChange], nextCursor: null } } });
    renderWithProviders(<AnnouncedChangeBanner />, { route: '/dashboard' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'See the details' })).toBeNull();
  });
});
