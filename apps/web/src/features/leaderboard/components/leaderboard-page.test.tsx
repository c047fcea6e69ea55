import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { LeaderboardPage } from './leaderboard-page.tsx';

const user = { id: 'u1', nickname: 'satoshi', email: 's@example.com', emailVerified: true };
const top = [
  { rank: 1, nickname: 'vitalik', totalMined: '90000000000' },
  { rank: 2, nickname: 'satoshi', totalMined: '12345600000' },
  { rank: 3, nickname: 'hal', totalMined: '1000000000' },
];

describe('LeaderboardPage', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('leaderboard');
  });

  it("highlights the player's own row in the top and shows their rank below", async () => {
    stubApi({
      'GET /api/me': { status: 200, body: { user } },
      'GET /api/leaderboard': { status: 200, body: { top, me: { rank: 2, approximate: false, totalMined: '12345600000' } } },
    });
    renderWithProviders(<LeaderboardPage />);
    expect((await screen.findByTestId('my-rank')).textContent).toBe('#2');
    const mine = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'true');
    expect(mine && within(mine).getByText('satoshi')).toBeTruthy();
    expect(within(mine!).getByText('12.3456000 FRE')).toBeTruthy();
    within(mine!).getByText('You');
  });

  it('marks only the player among players tied on the same rank', async () => {
    const tied = ['vitalik', 'satoshi', 'hal'].map((nickname) => ({ rank: 1, nickname, totalMined: '0' }));
    stubApi({
      'GET /api/me': { status: 200, body: { user } },
      'GET /api/leaderboard': { status: 200, body: { top: tied, me: { rank: 1, approximate: false, totalMined: '0' } } },
    });
    renderWithProviders(<LeaderboardPage />);
    await screen.findByTestId('my-rank');
    const marked = screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-current') === 'true');
    expect(marked).toHaveLength(1);
    within(marked[0]!).getByText('satoshi');
    expect(screen.getAllByText('You')).toHaveLength(1);
  });

  it('shows the rank of a player outside the top without highlighting a row', async () => {
    stubApi({
      'GET /api/me': { status: 200, body: { user: { ...user, nickname: 'newbie' } } },
      'GET /api/leaderboard': { status: 200, body: { top, me: { rank: 1234, approximate: true, totalMined: '5000000' } } },
    });
    renderWithProviders(<LeaderboardPage />);
    // Far from the top, the rank is an estimate between the steps the server keeps: said so.
    expect((await screen.findByTestId('my-rank')).textContent).toBe('≈ #1,234');
    expect(screen.getAllByRole('listitem').some((item) => item.getAttribute('aria-current') === 'true')).toBe(false);
    screen.getByText('0.0050000 FRE');
  });

  it('offers a retry when the leaderboard cannot load', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: { user } }, 'GET /api/leaderboard': { status: 500 } });
    renderWithProviders(<LeaderboardPage />);
    await screen.findByText("We couldn't load the leaderboard. Check your connection and try again.");
    screen.getByRole('button', { name: 'Try again' });
  });
});
