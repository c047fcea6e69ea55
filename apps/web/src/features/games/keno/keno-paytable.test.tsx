import { KENO_PAYTABLES } from '@fre/domain';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { KenoPaytable } from './keno-paytable.tsx';

/** The texts a player reads, spaces of any kind made plain (numbers are kept with their word). */
const lines = () => screen.getAllByRole('listitem').map((line) => line.textContent!.replace(/\s+/g, ' '));
const title = () => screen.getByRole('heading', { level: 2 }).textContent!.replace(/\s+/g, ' ');

describe('KenoPaytable', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('games');
  });
  afterAll(() => i18n.changeLanguage('en'));

  it('lists the paying lines of the table with their multipliers, and one line for the rest', () => {
    renderWithProviders(<KenoPaytable picks={5} table={KENO_PAYTABLES[5]!} />);
    expect(title()).toBe('Prizes with 5 numbers picked');
    expect(lines()).toEqual(['2 hits2×', '3 hits4.01×', '4 hits8.03×', '5 hits16.07×']);
    expect(screen.getByText('Fewer hits win nothing.')).toBeTruthy();
  });

  it('says one number and one hit in the singular', () => {
    renderWithProviders(<KenoPaytable picks={1} table={KENO_PAYTABLES[1]!} />);
    expect(title()).toBe('Prizes with 1 number picked');
    expect(lines()).toEqual(['1 hit3.84×']);
  });

  it('marks the line the last round paid', () => {
    renderWithProviders(<KenoPaytable picks={5} table={KENO_PAYTABLES[5]!} hits={3} />);
    const current = screen.getAllByRole('listitem').filter((line) => line.getAttribute('aria-current') === 'true');
    expect(current.map((line) => within(line).getByText(/×$/).textContent)).toEqual(['4.01×']);
  });

  it('uses the Russian one, few and many forms', async () => {
    await i18n.changeLanguage('ru');
    const { unmount } = renderWithProviders(<KenoPaytable picks={1} table={KENO_PAYTABLES[1]!} />);
    expect(title()).toBe('Выплаты за 1 выбранное число');
    expect(lines()).toEqual(['1 совпадение3,84×']);
    unmount();
    renderWithProviders(<KenoPaytable picks={5} table={KENO_PAYTABLES[5]!} />);
    expect(title()).toBe('Выплаты за 5 выбранных чисел');
    expect(lines().map((line) => line.replace(/[\d,]+×$/, ''))).toEqual(['2 совпадения', '3 совпадения', '4 совпадения', '5 совпадений']);
  });
});
