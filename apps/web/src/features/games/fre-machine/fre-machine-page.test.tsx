import type { GameRound } from '@fre/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatBalance } from '#web/lib/format.ts';
import { renderWithProviders, stubApi } from '#web/test/render.tsx';
import { onAGamePage, roundOf } from '../game-test-setup.ts';
import FreMachinePage from './fre-machine-page.tsx';

const FRE = 1_000_000_000n;
const SEED = 1_000n * FRE;

/** A player with 100 FRE; the machine's pool is `pool` until the stake answers `round`. */
function stubMachine(round: GameRound, pool: bigint) {
  let played = false;
  stubApi({
    'GET /api/me': () => ({ status: 200, body: { user: { id: 'u1', balance: String(100n * FRE) } } }),
    'GET /api/games/slot': () => ({ status: 200, body: { pool: String(SEED), freMachinePool: String(played ? SEED : pool), freeSpinAt: null, bonusSpins: 0 } }),
    'GET /api/games/rounds': () => ({ status: 200, body: { items: played ? [round] : [], nextCursor: null } }),
    'POST /api/games/fre-machine/play': () => {
      played = true;
      return { status: 200, body: { round, balance: String(100n * FRE - BigInt(round.stake) + BigInt(round.payout ?? '0')) } };
    },
  });
}

describe('FreMachinePage', () => {
  onAGamePage();

  it('tells a won pool by what the round paid, in nano-FRE read through the formatter, not by the pool it restarts at', async () => {
    const won = 1_234n * FRE + FRE / 2n;
    // The round shows the pool after it (its seed again once won), in nano-FRE digits (docs/decisions/077).
    stubMachine(roundOf('fre-machine', { stake: String(10n * FRE), payout: String(won), status: 'won', shown: { won: true, pool: String(SEED) } }), won - 9n * FRE);
    renderWithProviders(<FreMachinePage />);
    const bet = await screen.findByRole('textbox', { name: 'Bet (FRE)' });
    await userEvent.clear(bet);
    await userEvent.type(bet, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Stake' }));
    expect(await screen.findByText(`You win ${formatBalance(won, 'en')} FRE!`)).toBeTruthy();
  });

  it('says the pool was not won on a lost round', async () => {
    stubMachine(roundOf('fre-machine', { stake: String(10n * FRE), payout: '0', status: 'lost', shown: { won: false, pool: String(SEED + 9n * FRE) } }), SEED);
    renderWithProviders(<FreMachinePage />);
    const bet = await screen.findByRole('textbox', { name: 'Bet (FRE)' });
    await userEvent.clear(bet);
    await userEvent.type(bet, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Stake' }));
    expect(await screen.findByText('Not this time: the pool grows')).toBeTruthy();
  });
});
