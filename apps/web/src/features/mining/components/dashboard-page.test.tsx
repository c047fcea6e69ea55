import { MINING, type MiningState, type User } from '@fre/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { emailUser } from '#web/test/user-fixtures.ts';
import { miningQueryKey, miningSnapshot } from '../api/get-mining.ts';
import { DashboardPage } from './dashboard-page.tsx';

const now = Date.now();
const rate = { total: MINING.baseRateNano.toString(), base: MINING.baseRateNano.toString(), levels: '0', referrals: '0', boosts: '0', packs: '0', countedReferrals: 0 };
const user: User = emailUser({ email: 'a@example.com', nickname: 'alice', referralCode: 'ALICE1', miningRate: rate.total, createdAt: new Date(now).toISOString() });
const endedSession = {
  id: 's1',
  startTime: new Date(now - MINING.sessionDurationMs - 60_000).toISOString(),
  endTime: new Date(now - 60_000).toISOString(),
  ...{ rate: rate.total, earnings: '25000000', accrued: '25000000', accruedUntil: new Date(now - 60_000).toISOString() },
  ...{ active: true, claimed: false, timeReduction: 0 },
};
const state = (session: MiningState['session']): MiningState => ({ session, rate, serverTime: new Date(now).toISOString() });

/**
 * A fetch whose answer to the tap's POST waits for the test: what shows between the tap and the
 * server's answer is what the player sees on a slow network. Reads of the mining state answer
 * `before` until the tap, `after` from then on (or fail: the server is down).
 */
function holdTheTap(before: MiningState, after: MiningState | 'down', me: User = user) {
  let answer: (reply: { status: number; body: unknown }) => void = () => {};
  let tapped = false;
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') tapped = true;
    if (init?.method !== 'POST' && tapped && after === 'down') return new Response(null, { status: 503 });
    const reply =
      init?.method === 'POST'
        ? await new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve))
        : { status: 200, body: String(url).startsWith('/api/me') ? { user: me } : tapped ? after : before };
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  }) as typeof fetch;
  return (status: number, body: unknown) => answer({ status, body });
}

function renderDashboard(session: MiningState['session'], player: User = user) {
  const { queryClient } = renderWithProviders(<DashboardPage />, { route: '/dashboard' });
  queryClient.setQueryData(meQueryKey, player);
  queryClient.setQueryData(miningQueryKey, miningSnapshot(state(session), now, now));
}

describe('the dashboard at a tap (decision 030)', () => {
  beforeAll(() => setupI18n('en'));

  it('runs the ring from the tap on Start, and keeps the session the server started', async () => {
    const started = { ...endedSession, id: 's2', startTime: new Date(now).toISOString(), endTime: new Date(now + MINING.sessionDurationMs).toISOString(), earnings: '0', accrued: '0', accruedUntil: new Date(now).toISOString() };
    const answer = holdTheTap(state(null), state(started));
    renderDashboard(null);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Mining in progress')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    // Nothing confirms the start before the server has.
    expect(screen.queryByText('Mining started!')).toBeNull();
    answer(200, { session: started });
    await waitFor(() => expect(screen.getByText('Running')).toBeTruthy());
    expect(screen.getByText('Mining in progress')).toBeTruthy();
    // Confirmed in words, with when to come back; the toast closes on its button.
    await screen.findByText('Mining started!');
    screen.getByText('Come back in 24 h to claim your FRE.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Mining started!')).toBeNull();
  });

  it('puts Start back with the reason when the server refuses', async () => {
    const answer = holdTheTap(state(null), state(null));
    renderDashboard(null);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Mining in progress')).toBeTruthy();
    answer(403, { error: { code: 'mining_frozen', message: 'Mining is suspended on this account.' } });
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.getByText('Ready to mine')).toBeTruthy();
    expect(screen.getByText(/Mining is suspended on this account/)).toBeTruthy();
    expect(screen.queryByText('Mining in progress')).toBeNull();
  });

  it('empties the ring at Claim, and shows the amount only with the answer', async () => {
    const answer = holdTheTap(state(endedSession), state(null));
    renderDashboard(endedSession);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Claim' }));
    const start = await screen.findByRole('button', { name: 'Start' });
    // Not startable before the claim is done, and no amount the server has not said.
    expect(start.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText(/You claimed/)).toBeNull();
    answer(200, { claimed: '25000000', balance: '25000000', totalMined: '25000000' });
    expect(await screen.findByText('You claimed 0.0250000 FRE!')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start' }).hasAttribute('disabled')).toBe(false));
  });

  it('gives the session back to Claim when the claim fails and the server cannot be asked again', async () => {
    const answer = holdTheTap(state(endedSession), 'down');
    renderDashboard(endedSession);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Claim' }));
    await screen.findByRole('button', { name: 'Start' });
    answer(503, {});
    expect(await screen.findByRole('button', { name: 'Claim' })).toBeTruthy();
    expect(screen.queryByText(/You claimed/)).toBeNull();
  });
});

describe('who may start mining (decision 045)', () => {
  beforeAll(() => setupI18n('en'));

  it('an account made in Telegram, verified by Telegram without any email', async () => {
    const player: User = { ...user, email: null, hasPassword: false, emailVerified: false, verifiedBy: 'telegram' };
    holdTheTap(state(null), state(null), player);
    renderDashboard(null, player);
    expect((await screen.findByRole('button', { name: 'Start' })).hasAttribute('disabled')).toBe(false);
  });

  it('not a sign-up whose email is not confirmed yet', async () => {
    const player: User = { ...user, emailVerified: false, verifiedBy: null };
    holdTheTap(state(null), state(null), player);
    renderDashboard(null, player);
    expect((await screen.findByRole('button', { name: 'Start' })).hasAttribute('disabled')).toBe(true);
  });
});
