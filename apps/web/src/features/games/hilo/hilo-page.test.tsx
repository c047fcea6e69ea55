import { ACCOUNT, HILO, cardFromFloat, hiloMultiplier, type GameRound } from '@fre/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import HiloPage from './hilo-page.tsx';

const realFetch = globalThis.fetch;
/** A seven: "same" pays 12.87 times on its own, above the game's cap. */
const SEVEN = cardFromFloat(5 / 13 + 0.001);

function hiloRound(multiplier: number): GameRound {
  return {
    id: 'round-hilo',
    game: 'hilo',
    stake: '1000000000',
    payout: null,
    status: 'active',
    shown: { cards: [SEVEN], index: multiplier === 1 ? 0 : 1, multiplier },
    nonce: 1,
    clientSeed: 'c',
    serverSeedHash: 'h',
    serverSeed: null,
    createdAt: new Date().toISOString(),
  };
}

describe('HiloPage', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('games');
  });
  beforeEach(() => {
    document.cookie = `${ACCOUNT.signedInCookie}=1`;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    document.cookie = `${ACCOUNT.signedInCookie}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('quotes on each guess what the win becomes, never above the cap the rules state', async () => {
    expect(hiloMultiplier(SEVEN, 'same')).toBeGreaterThan(HILO.maxMultiplier);
    stubApi({
      'GET /api/me': () => ({ status: 200, body: { user: { id: 'u1', balance: '10000000000' } } }),
      'GET /api/games/rounds': () => ({ status: 200, body: { items: [hiloRound(1.5)], nextCursor: null } }),
    });
    renderWithProviders(<HiloPage />);
    const same = await screen.findByRole('button', { name: /^Same/ });
    expect(same.textContent).toBe(`Same · ${HILO.maxMultiplier}×`);
    const higher = screen.getByRole('button', { name: /^Higher/ });
    expect(higher.textContent).toBe(`Higher · ${Math.floor(1.5 * hiloMultiplier(SEVEN, 'higher') * 100) / 100}×`);
    expect(screen.getAllByText(`up to ${HILO.maxMultiplier}×`, { exact: false }).length).toBeGreaterThan(0);
  });
});
