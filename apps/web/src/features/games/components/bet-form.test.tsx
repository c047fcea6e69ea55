import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NANO_PER_FRE } from '@fre/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { BetForm } from './bet-form.tsx';

const realFetch = globalThis.fetch;
const withBalance = (balance: bigint) => stubApi({ 'GET /api/me': { status: 200, body: { user: { id: 'u1', balance: balance.toString() } } } });
const form = () => renderWithProviders(<BetForm onPlay={() => {}} cta="Play" pending={false} error={null} />);

describe('BetForm', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('games');
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('under the smallest bet, says where FRE come from, each a link: the free spin and mining', async () => {
    withBalance(0n);
    form();
    await screen.findByText(/You need at least 1 FRE to bet/);
    expect(screen.getByRole('link', { name: 'Free spin' }).getAttribute('href')).toBe('/game/slot');
    expect(screen.getByRole('link', { name: 'Mine' }).getAttribute('href')).toBe('/dashboard');
  });

  it('says nothing of it with enough to bet', async () => {
    withBalance(50n * NANO_PER_FRE);
    form();
    // The balance is read once Max stops at it.
    const max = await screen.findByRole('button', { name: 'Max' });
    await waitFor(() => {
      fireEvent.click(max);
      expect((screen.getByRole('textbox', { name: /Bet \(FRE\)/ }) as HTMLInputElement).value).toBe('50');
    });
    expect(screen.queryByText(/You need at least/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Free spin' })).toBeNull();
  });
});
