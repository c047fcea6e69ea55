import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';

const base = {
  id: 'w1',
  amount: '250000000000000',
  walletAddress: '0:ABCDEF',
  reason: null,
  txHash: null,
  createdAt: '2026-03-01T10:00:00Z',
  completedAt: null,
  timeline: [],
  queue: null,
};
const CHAIN = 'our jetton wallet refused the transfer: compute phase failed with exit code 706';

describe('WithdrawalList', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['withdrawals']);
  });

  it('tells the player a payout that failed on chain is being checked and nothing is lost', () => {
    renderWithProviders(<WithdrawalList maxDelayHours={48} withdrawals={[{ ...base, status: 'payout_failed' }]} />);
    screen.getByText('Payment being checked');
    screen.getByText('Our team is checking this payment. Nothing is lost: it will be sent again, or the amount returned to your balance.');
  });

  it('shows a reason only for a refused or refunded withdrawal, never the chain’s words of a retried payout', () => {
    renderWithProviders(
      <WithdrawalList
        maxDelayHours={48}
        withdrawals={[
          { ...base, id: 'paid', status: 'completed', reason: CHAIN, completedAt: '2026-03-02T10:00:00Z', txHash: 'Qm9uam91ci1sZS1tb25kZS1mcmU' },
          { ...base, id: 'refunded', status: 'failed', reason: 'Your wallet refused the payment' },
        ]}
      />,
    );
    expect(screen.queryByText(CHAIN, { exact: false })).toBeNull();
    screen.getByText('Reason for refusal: Your wallet refused the payment');
  });
});
