import type { GameRound } from '@fre/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { RoundVerifier } from './round-verifier.tsx';

/** A keno round whose server seed was revealed by a rotation; the draw was computed independently. */
const round: GameRound = {
  id: 'r1',
  game: 'keno',
  stake: '10000000000',
  payout: '0',
  status: 'lost',
  shown: { picks: [1, 3, 5], drawn: [15, 28, 32, 33, 2, 14, 9, 27, 10, 23], hits: 0, multiplier: 0 },
  nonce: 3,
  clientSeed: 'lucky-ada',
  serverSeedHash: '48bec6ec41c86306545896674e7af104bf156b2ddf9353c0a90d4c2353150b37',
  serverSeed: 'b1f4d0c2a7e94f3c8a61e0d5f2c7b9a4',
  createdAt: '2026-01-01T00:00:00Z',
};

describe('RoundVerifier', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('games');
  });

  it('re-computes a keno draw in the browser from the revealed seed and confirms the recorded outcome', async () => {
    renderWithProviders(<RoundVerifier round={round} />);
    await userEvent.click(screen.getByRole('button', { name: 'Verify in my browser' }));
    screen.getByText('✓ The seed matches the announced hash');
    screen.getByText('✓ The recomputed result matches the recorded result');
    screen.getByText('15 · 28 · 32 · 33 · 2 · 14 · 9 · 27 · 10 · 23');
  });

  it('flags a different outcome when another client seed is used', async () => {
    renderWithProviders(<RoundVerifier round={round} />);
    const seed = screen.getByLabelText('Client seed');
    await userEvent.clear(seed);
    await userEvent.type(seed, 'someone-else');
    await userEvent.click(screen.getByRole('button', { name: 'Verify in my browser' }));
    screen.getByText('✗ The recomputed result differs from the recorded result');
    expect(screen.getByText('✓ The seed matches the announced hash')).toBeTruthy();
  });
});
