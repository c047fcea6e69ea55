import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatBalance } from '#web/lib/format.ts';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubFetch } from '#web/test/render.tsx';
import { BalanceHistory } from './balance-history.tsx';

const entry = (id: string, kind: string, amount: string, balanceAfter: string) => ({ id, kind, amount, balanceAfter, createdAt: '2030-01-01T12:00:00.000Z', ref: null });
/** The history's texts in the language of the test. */
const t = i18n.getFixedT(null, 'balance-history');

describe('the balance history', () => {
  beforeAll(() => setupI18n('en'));

  it('names each movement, signs its amount, and shows more on demand', async () => {
    const calls = stubFetch(
      { status: 200, body: { items: [entry('3', 'game_win', '2500000000', '12500000000'), entry('2', 'withdrawal_hold', '-1000000000', '10000000000')], nextCursor: '2' } },
      { status: 200, body: { items: [entry('1', 'a_kind_of_tomorrow', '11000000000', '11000000000')], nextCursor: null } },
    );
    renderWithProviders(<BalanceHistory />);
    const history = await screen.findByRole('list');
    const rows = () => within(history).getAllByRole('listitem');
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining(t('kinds.game_win')),
      expect.stringContaining(t('kinds.withdrawal_hold')),
    ]);
    expect(rows()[0]!.textContent).toContain(`+${formatBalance(2_500_000_000n, 'en')}\u00a0FRE`);
    expect(rows()[0]!.textContent).toContain(t('after', { amount: formatBalance(12_500_000_000n, 'en') }));
    expect(rows()[1]!.textContent).toContain(`${formatBalance(-1_000_000_000n, 'en')}\u00a0FRE`);
    await userEvent.click(screen.getByRole('button', { name: t('more') }));
    await screen.findByText(t('kinds.other'));
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: t('more') })).toBeNull();
    expect(screen.getByText(t('title'))).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/ledger?limit=20', '/api/ledger?limit=20&cursor=2']);
  });
});
