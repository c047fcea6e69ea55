import type { GameRound } from '@fre/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import FairnessPage from './fairness-page.tsx';

const realFetch = globalThis.fetch;

const round = (nonce: number): GameRound => ({
  id: `round-${nonce}`, game: 'keno', stake: '1000000000', payout: '0', status: 'lost', shown: {}, nonce,
  clientSeed: 'c', serverSeedHash: 'h', serverSeed: null, createdAt: new Date().toISOString(),
});

describe('FairnessPage', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('games');
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('lists the first page of rounds and the next one on "Show more", with the cursor the server gave (decision 060)', async () => {
    const calls = stubApi({
      'GET /api/games/fairness': { status: 200, body: { serverSeedHash: 'h', clientSeed: 'c', nonce: 30 } },
      'GET /api/games/rounds': (_body) => ({ status: 200, body: { items: [round(29), round(28)], nextCursor: 'WyJuZXh0Il0' } }),
    });
    // The second page answers from the same path: the stub tells them apart by the call's URL.
    const answering = globalThis.fetch;
    globalThis.fetch = (async (url: string, init?: RequestInit) =>
      String(url).includes('cursor=')
        ? (calls.push({ method: 'GET', path: '/api/games/rounds', url: String(url), body: undefined, headers: {} }), new Response(JSON.stringify({ items: [round(27)], nextCursor: null }), { status: 200 }))
        : answering(url, init)) as typeof fetch;
    renderWithProviders(<FairnessPage />);
    expect(await screen.findByText('Keno · #29')).toBeTruthy();
    expect(screen.queryByText('Keno · #27')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Keno · #27')).toBeTruthy();
    expect(calls.map((call) => call.url).filter((url) => url.startsWith('/api/games/rounds'))).toEqual(['/api/games/rounds', '/api/games/rounds?cursor=WyJuZXh0Il0']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
