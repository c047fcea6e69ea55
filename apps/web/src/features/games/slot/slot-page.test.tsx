import { ACCOUNT, type GameRound, type SlotSymbol } from '@fre/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatBalance } from '#web/lib/format.ts';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import SlotPage from './slot-page.tsx';
import { REEL_MIN_SPIN_MS, REEL_STOP_GAP_MS } from './use-reel-spin.ts';

const realFetch = globalThis.fetch;
const realMatchMedia = window.matchMedia;
const FRE = 1_000_000_000n;

function slotRound(reels: SlotSymbol[], payoutFre: number): GameRound {
  return {
    id: `round-${reels.join('-')}`,
    game: 'slot',
    stake: '0',
    payout: String(BigInt(Math.round(payoutFre * 1e9))),
    status: payoutFre > 0 ? 'won' : 'lost',
    shown: { reels, prize: String(BigInt(Math.round(payoutFre * 1e9))), spin: 'free', jackpot: null },
    nonce: 1,
    clientSeed: 'c',
    serverSeedHash: 'h',
    serverSeed: null,
    createdAt: new Date().toISOString(),
  };
}

/** A player with 10 FRE and the day's free spin; the spin answers `round` and 10 FRE plus its payout. */
function stubSlot({ round, history = [], bonusSpins = 0 }: { round: GameRound; history?: GameRound[]; bonusSpins?: number }) {
  let spun = false;
  const balance = () => String(10n * FRE + (spun ? BigInt(round.payout ?? '0') : 0n));
  return stubApi({
    'GET /api/me': () => ({ status: 200, body: { user: { id: 'u1', balance: balance() } } }),
    'GET /api/games/slot': () => ({
      status: 200,
      body: { pool: String(1_000n * FRE), freMachinePool: '0', freeSpinAt: spun ? new Date(Date.now() + 86_400_000).toISOString() : null, bonusSpins },
    }),
    'GET /api/games/rounds': () => ({ status: 200, body: { items: spun ? [round, ...history] : history, nextCursor: null } }),
    'POST /api/games/slot/play': () => {
      spun = true;
      return { status: 200, body: { round, balance: balance() } };
    },
  });
}

/** Lets `ms` of (fake) time pass, the answers and renders it brings included. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const reduceMotion = () => {
  window.matchMedia = ((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
};
const reelNames = () => within(screen.getByRole('group', { name: 'Reels' })).getAllByRole('img').map((reel) => reel.getAttribute('aria-label'));
const outcome = () => screen.queryByRole('status');

describe('SlotPage', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('games');
  });
  beforeEach(() => {
    document.cookie = `${ACCOUNT.signedInCookie}=1`;
  });
  afterEach(() => {
    vi.useRealTimers();
    globalThis.fetch = realFetch;
    window.matchMedia = realMatchMedia;
    document.cookie = `${ACCOUNT.signedInCookie}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('shows three different faces before any spin, never a winning line', async () => {
    stubSlot({ round: slotRound(['cherry', 'lemon', 'bell'], 0) });
    renderWithProviders(<SlotPage />);
    await screen.findByRole('button', { name: 'Spin my free spin' });
    const names = reelNames();
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    expect(names).not.toContain('Cherry');
  });

  it('shows the faces of the last spin when there is one', async () => {
    stubSlot({ round: slotRound(['cherry', 'lemon', 'bell'], 0), history: [slotRound(['plum', 'plum', 'seven'], 0)] });
    renderWithProviders(<SlotPage />);
    await screen.findByRole('img', { name: 'Seven' });
    expect(reelNames()).toEqual(['Plum', 'Plum', 'Seven']);
  });

  it('tells the outcome, the win and the new balance only once the three reels have stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    stubSlot({ round: slotRound(['cherry', 'cherry', 'lemon'], 0.5) });
    renderWithProviders(<SlotPage />);
    await wait(100);
    fireEvent.click(screen.getByRole('button', { name: 'Spin my free spin' }));
    await wait(100);

    // The answer is in, the reels still turn: nothing told yet.
    expect(reelNames()).toEqual(['Reel spinning', 'Reel spinning', 'Reel spinning']);
    const untold = () => {
      expect(outcome()).toBeNull();
      expect(screen.queryByText(/\+0\.5/)).toBeNull();
      expect(screen.getByText(`${formatBalance(10n * FRE, 'en')} FRE`)).toBeTruthy();
    };
    untold();
    await wait(REEL_MIN_SPIN_MS - 100);
    expect(reelNames()).toEqual(['Cherry', 'Reel spinning', 'Reel spinning']);
    untold();
    await wait(REEL_STOP_GAP_MS);
    expect(reelNames()).toEqual(['Cherry', 'Cherry', 'Reel spinning']);
    untold();

    await wait(REEL_STOP_GAP_MS);
    expect(reelNames()).toEqual(['Cherry', 'Cherry', 'Lemon']);
    expect(outcome()?.textContent).toContain('Won');
    expect(outcome()?.textContent).toContain(`+${formatBalance(FRE / 2n, 'en')} FRE`);
    expect(screen.getByText(`${formatBalance(10n * FRE + FRE / 2n, 'en')} FRE`)).toBeTruthy();
  });

  it('under reduced motion, shows the new faces and the outcome at once, without spinning', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    reduceMotion();
    stubSlot({ round: slotRound(['cherry', 'lemon', 'bell'], 0) });
    renderWithProviders(<SlotPage />);
    await wait(100);
    fireEvent.click(screen.getByRole('button', { name: 'Spin my free spin' }));
    expect(screen.queryAllByRole('img', { name: 'Reel spinning' })).toHaveLength(0);

    await wait(100);
    expect(reelNames()).toEqual(['Cherry', 'Lemon', 'Bell']);
    expect(outcome()?.textContent).toContain('Lost');
  });

  it('after the free spin, says when the next one comes and offers a bonus spin by invitation, not a dead button', async () => {
    reduceMotion();
    stubSlot({ round: slotRound(['cherry', 'lemon', 'bell'], 0) });
    renderWithProviders(<SlotPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Spin my free spin' }));

    const invite = await screen.findByRole('link', { name: 'Invite a friend' });
    expect(invite.getAttribute('href')).toBe('/group');
    expect(screen.getByText(/^Next free spin in 2[34]:\d\d:\d\d$/)).toBeTruthy();
    expect(screen.getByText(/^\+1\sbonus spin for each friend/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /spin/i })).toBeNull();
  });

  it('offers a bonus spin once the free spin is used, while the player has some', async () => {
    reduceMotion();
    stubSlot({ round: slotRound(['cherry', 'lemon', 'bell'], 0), bonusSpins: 2 });
    renderWithProviders(<SlotPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Spin my free spin' }));
    await act(async () => undefined);
    expect(await screen.findByRole('button', { name: 'Use a bonus spin' })).toBeTruthy();
    expect(screen.getByText(/Bonus spins: 2/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Invite a friend/ })).toBeNull();
  });
});
