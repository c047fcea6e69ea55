import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import type { AdminWithdrawal } from '../../api/get-admin-withdrawals.ts';
import { WithdrawalsPage } from './withdrawals-page.tsx';

const waiting = (id: string, nickname: string): AdminWithdrawal => ({
  id, amount: '250000000000000', walletAddress: '0:ABCDEF', status: 'requested', reason: null, txHash: null, createdAt: '2026-03-01T10:00:00Z',
  completedAt: null, userId: `u-${id}`, nickname, approvalsNeeded: 1, approvedBy: [], overdue: true,
});
const t = i18n.getFixedT(null, 'admin-withdrawals');
const ta = i18n.getFixedT(null, 'admin');

describe('the withdrawals queue, a page at a time (decision 060)', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['admin-withdrawals', 'admin']);
  });

  it('shows the first page and the count of late ones the server gives, then the next page on "Load more"', async () => {
    const calls = stubApi({
      'GET /api/admin/withdrawals': () =>
        calls.at(-1)!.url.includes('cursor=')
          ? { status: 200, body: { items: [waiting('b', 'bob')], nextCursor: null, overdue: 7 } }
          : { status: 200, body: { items: [waiting('a', 'ada')], nextCursor: 'WyJhIl0', overdue: 7 } },
      'GET /api/admin/withdrawal-minimums': { status: 200, body: { minimums: Array.from({ length: 11 }, () => '25000000000000') } },
    });
    renderWithProviders(<WithdrawalsPage />);
    await screen.findByRole('listitem', { name: t('itemLabel', { nickname: 'ada' }) });
    // Seven late in the queue, one of them on this page: the count is the server's.
    screen.getByText(t('overdue.count', { count: 7 }));
    expect(screen.queryByRole('listitem', { name: t('itemLabel', { nickname: 'bob' }) })).toBeNull();
    screen.getByText(ta('list.shown', { total: 1 }));

    await userEvent.setup().click(screen.getByRole('button', { name: ta('list.loadMore') }));
    await screen.findByRole('listitem', { name: t('itemLabel', { nickname: 'bob' }) });
    screen.getByRole('listitem', { name: t('itemLabel', { nickname: 'ada' }) });
    screen.getByText(ta('list.all', { total: 2 }));
    expect(screen.queryByRole('button', { name: ta('list.loadMore') })).toBeNull();
    expect(calls.filter((call) => call.path === '/api/admin/withdrawals').map((call) => call.url)).toEqual(['/api/admin/withdrawals', '/api/admin/withdrawals?cursor=WyJhIl0']);
  });
});
