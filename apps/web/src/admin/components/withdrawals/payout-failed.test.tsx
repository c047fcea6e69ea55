import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import type { AdminWithdrawal } from '../../api/get-admin-withdrawals.ts';
import { WithdrawalsPage } from './withdrawals-page.tsx';

const CHAIN =
  'our jetton wallet refused the transfer: compute phase failed with exit code 706 (not enough FRE, or a bad destination); the TON bounced back';
const failed: AdminWithdrawal = {
  id: '7b0c1c8e-2f1a-4a43-9a51-8d2f7f0d3f11',
  amount: '250000000000000',
  walletAddress: '0:ABCDEF',
  status: 'payout_failed',
  reason: CHAIN,
  txHash: null,
  createdAt: '2026-03-01T10:00:00Z',
  completedAt: null,
  userId: 'u1',
  nickname: 'ada',
  approvalsNeeded: 1,
  approvedBy: ['admin-1'],
  overdue: false,
};
const decision = `/api/admin/withdrawals/${failed.id}/decision`;
const minimums = { status: 200, body: { minimums: Array.from({ length: 11 }, () => '25000000000000') } };

/** The back office API: the queue answers `before` until a decision was posted, then `after`. */
function backOffice(decide: { status: number; body?: unknown }, after: AdminWithdrawal[]) {
  let decided = false;
  return stubApi({
    'GET /api/admin/withdrawals': () => ({ status: 200, body: { items: decided ? after : [failed], nextCursor: null, overdue: 0 } }),
    'GET /api/admin/withdrawal-minimums': minimums,
    [`POST ${decision}`]: () => {
      decided = true;
      return decide;
    },
  });
}
const posts = (calls: ReturnType<typeof stubApi>) => calls.filter((call) => call.method === 'POST');

describe('a payout that failed on chain', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['admin-withdrawals', 'admin']);
  });

  it('shows the failure, the chain’s technical words in English, and only retry or refund', async () => {
    backOffice({ status: 200 }, []);
    renderWithProviders(<WithdrawalsPage />);
    const card = await screen.findByRole('listitem', { name: 'Withdrawal by ada' });
    within(card).getByText('Payout failed');
    within(card).getByText('Payout failed on chain');
    within(card).getByText(/^The FRE did not reach the player's wallet\. The amount stays held/);
    expect(within(card).getByText(CHAIN).getAttribute('lang')).toBe('en');
    within(card).getByRole('button', { name: 'Retry the payout' });
    within(card).getByRole('button', { name: 'Refund the player' });
    for (const name of ['Approve', 'Reject', 'Mark paid']) expect(within(card).queryByRole('button', { name })).toBeNull();
  });

  it('retries the payout after a confirmation, then shows the refreshed queue', async () => {
    const calls = backOffice({ status: 200, body: { withdrawal: { ...failed, status: 'approved', reason: null } } }, [{ ...failed, status: 'approved', reason: null }]);
    renderWithProviders(<WithdrawalsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retry the payout' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Retry the payout of 250,000.0000000\u00a0FRE?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry the payout' }));

    await screen.findByText('Approved, to pay');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Payout failed on chain')).toBeNull();
    expect(posts(calls)).toEqual([expect.objectContaining({ path: decision, body: { decision: 'retry_payout' } })]);
  });

  it('asks for the reason the player will read before refunding', async () => {
    const calls = backOffice({ status: 200, body: { withdrawal: { ...failed, status: 'failed', reason: 'Payment bounced' } } }, []);
    renderWithProviders(<WithdrawalsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund the player' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund the withdrawal of 250,000.0000000\u00a0FRE?' });
    const reason = within(dialog).getByLabelText('Reason for the refund (shown to the player)');

    await user.type(reason, 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Refund the player' }));
    within(dialog).getByText('Give a reason (at least 3 characters)');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toEqual([]);

    await user.clear(reason);
    await user.type(reason, '  The payment could not reach your wallet.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Refund the player' }));
    await screen.findByText('No withdrawal to process');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts(calls)).toEqual([
      expect.objectContaining({ path: decision, body: { decision: 'refund', reason: 'The payment could not reach your wallet.' } }),
    ]);
  });

  it('keeps the dialog and the server’s message when another admin already decided', async () => {
    backOffice({ status: 409, body: { error: { code: 'withdrawal_not_open', message: 'This withdrawal has already been handled' } } }, []);
    renderWithProviders(<WithdrawalsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund the player' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Reason for the refund (shown to the player)'), 'Wallet refused the FRE');
    await user.click(within(dialog).getByRole('button', { name: 'Refund the player' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain('This withdrawal has already been handled');
    // The refreshed queue no longer lists it (the other admin refunded it); the answer stays readable.
    await screen.findByText('No withdrawal to process');
    expect(screen.getByRole('alertdialog').textContent).toContain('This withdrawal has already been handled');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
