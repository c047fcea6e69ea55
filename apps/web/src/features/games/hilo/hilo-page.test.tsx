import { HILO, cardFromFloat, hiloMultiplier } from '@fre/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '#web/test/render.tsx';
import { onAGamePage, roundOf } from '../game-test-setup.ts';
import HiloPage from './hilo-page.tsx';

/** A seven: "same" pays 12.87 times on its own, above the game's cap. */
const SEVEN = cardFromFloat(5 / 13 + 0.001);

const hiloRound = (multiplier: number) => roundOf('hilo', { shown: { cards: [SEVEN], index: multiplier === 1 ? 0 : 1, multiplier } });

describe('HiloPage', () => {
  onAGamePage();

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
