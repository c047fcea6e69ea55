import { GAME_CATALOGUE } from '@fre/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, stubApi } from '#web/test/render.tsx';
import { onAGamePage } from '../game-test-setup.ts';
import { GamesLobby } from './games-lobby.tsx';

const FRE = 1_000_000_000n;

describe('GamesLobby', () => {
  onAGamePage();
  beforeEach(() => {
    stubApi({
      'GET /api/me': () => ({ status: 200, body: { user: { id: 'u1', balance: String(10n * FRE) } } }),
      'GET /api/games/slot': () => ({ status: 200, body: { pool: String(1_000n * FRE), freMachinePool: String(250n * FRE), freeSpinAt: null, bonusSpins: 0 } }),
    });
  });

  it('says what the jackpots box holds, in words a sighted player reads too', async () => {
    renderWithProviders(<GamesLobby />);
    const box = screen.getByRole('group', { name: 'Progressive jackpots' });
    expect(within(box).getByRole('heading', { name: 'Progressive jackpots' })).toBeTruthy();
    await within(box).findByText(/1,000/);
  });

  it('draws each game on its tile, its link named first by the game, no glyph before it', async () => {
    renderWithProviders(<GamesLobby />);
    const t = i18n.getFixedT('en', 'web');
    for (const game of GAME_CATALOGUE) {
      const link = await screen.findByRole('link', { name: new RegExp(`^${t(`gameNames.${game.id}`)}`) });
      expect(link.textContent!.startsWith(t(`gameNames.${game.id}`))).toBe(true);
      expect(link.querySelectorAll('svg[aria-hidden="true"] path, svg[aria-hidden="true"] rect, svg[aria-hidden="true"] circle').length).toBeGreaterThan(2);
    }
  });
});
