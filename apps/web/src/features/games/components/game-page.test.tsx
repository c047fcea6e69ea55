import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NANO_PER_FRE } from '@fre/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { BetForm } from './bet-form.tsx';
import { GamePage } from './game-page.tsx';

const realFetch = globalThis.fetch;
const withBalance = (balance: bigint) => stubApi({ 'GET /api/me': { status: 200, body: { user: { id: 'u1', balance: balance.toString() } } } });
const game = ({ free = false } = {}) =>
  renderWithProviders(
    <GamePage title="Keno" subtitle="" rules={null} free={free}>
      <BetForm onPlay={() => {}} cta="Play" pending={false} error={null} />
    </GamePage>,
  );

describe('GamePage', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('games');
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('under the smallest bet, says where FRE come from, each a link: the free spin and mining', async () => {
    withBalance(0n);
    game();
    await screen.findByText(/You need at least 1 FRE to bet/);
    expect(screen.getByRole('link', { name: 'Free spin' }).getAttribute('href')).toBe('/game/slot');
    expect(screen.getByRole('link', { name: 'Mine' }).getAttribute('href')).toBe('/dashboard');
  });

  /** Waits until the balance is read: the form's Max then stops at it. */
  async function balanceRead(fre: string) {
    const max = await screen.findByRole('button', { name: 'Max' });
    await waitFor(() => {
      fireEvent.click(max);
      expect((screen.getByRole('textbox', { name: /Bet \(FRE\)/ }) as HTMLInputElement).value).toBe(fre);
    });
  }

  it('says nothing of it with enough to bet', async () => {
    withBalance(50n * NANO_PER_FRE);
    game();
    await balanceRead('50');
    expect(screen.queryByText(/You need at least/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Free spin' })).toBeNull();
  });

  it('says nothing of it in a game that takes no stake (the slot)', async () => {
    withBalance(0n);
    game({ free: true });
    await screen.findByText('0.0000000 FRE');
    expect(screen.queryByText(/You need at least/)).toBeNull();
  });
});
