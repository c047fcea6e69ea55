import { TOWERS, type GameRound } from '@fre/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '#web/test/render.tsx';
import { onAGamePage, roundOf } from '../game-test-setup.ts';
import TowersPage from './towers-page.tsx';


/** An easy tower climbing its second floor (tile 1 picked on the first), or lost there on tile 4, a bomb. */
function towersRound(lost: boolean): GameRound {
  const shown = lost ? { row: 1, picks: [0, 3], layout: Array.from({ length: TOWERS.rows }, () => [0, 1, 2]) } : { row: 1, picks: [0] };
  return roundOf('towers', { payout: lost ? '0' : null, status: lost ? 'lost' : 'active', shown: { difficulty: 'easy', multiplier: 1.3, ...shown } });
}

describe('TowersPage', () => {
  onAGamePage();

  it('shows the revealed tower: a gem on every safe tile, a bomb on every trap, each tile named by what it hides', async () => {
    stubApi({
      'GET /api/me': () => ({ status: 200, body: { user: { id: 'u1', balance: '10000000000' } } }),
      'GET /api/games/rounds': () => ({ status: 200, body: { items: [towersRound(false)], nextCursor: null } }),
      'POST /api/games/towers/round-towers/pick': () => ({ status: 200, body: { round: towersRound(true), balance: '9000000000' } }),
    });
    renderWithProviders(<TowersPage />);
    const board = await screen.findByRole('group', { name: 'The tower' });
    // Before the fall: the first floor's pick shows its gem, nothing else is told.
    const bombTile = await within(board).findByRole('button', { name: 'Floor 2, tile 4' });
    expect(within(board).getByRole('button', { name: 'Floor 1, tile 1: gem, your pick' })).toBeTruthy();
    expect(board.querySelectorAll('button svg')).toHaveLength(1);
    await userEvent.click(bombTile);
    await within(board).findByRole('button', { name: 'Floor 2, tile 4: bomb, your pick' });
    expect(within(board).getByRole('button', { name: 'Floor 1, tile 1: gem, your pick' })).toBeTruthy();
    expect(within(board).getAllByRole('button', { name: /: gem$/ })).toHaveLength(TOWERS.rows * 3 - 1);
    expect(within(board).getAllByRole('button', { name: /: bomb$/ })).toHaveLength(TOWERS.rows - 1);
    // Drawn, not a flat colour: each revealed tile holds its picture.
    expect(board.querySelectorAll('button svg')).toHaveLength(TOWERS.rows * 4);
  });
});
