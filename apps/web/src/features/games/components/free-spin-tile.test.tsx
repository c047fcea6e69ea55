import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { FreeSpinTile } from './free-spin-tile.tsx';

const realFetch = globalThis.fetch;
const slot = (freeSpinAt: string | null) => ({ status: 200, body: { pool: '0', freMachinePool: '0', freeSpinAt, bonusSpins: 2 } });

describe('FreeSpinTile', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('counts down to the next free spin, second by second', async () => {
    stubApi({ 'GET /api/games/slot': slot(new Date(Date.now() + 65_500).toISOString()) });
    renderWithProviders(<FreeSpinTile />);
    const first = await screen.findByText(/^00:01:0[45]$/);
    const shown = first.textContent;
    expect(screen.getByText('Bonus spins: 2')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(first.textContent).not.toBe(shown);
    expect(first.textContent).toMatch(/^00:01:0[34]$/);
  });

  it('says the free spin is ready when none is pending', async () => {
    stubApi({ 'GET /api/games/slot': slot(null) });
    renderWithProviders(<FreeSpinTile />);
    expect(await screen.findByText('Ready!')).toBeTruthy();
  });
});
