import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { AuditDetails } from './audit-details.tsx';

const CHAIN = 'the destination’s jetton wallet refused the FRE: compute phase failed with exit code 709';

describe('AuditDetails', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('admin');
  });

  it('words a refunded failed payout: its statuses, the chain’s cause in English and the reason', () => {
    renderWithProviders(
      <AuditDetails
        entry={{
          id: '1',
          actorId: 'a1',
          actorLabel: 'ops@example.test',
          action: 'withdrawal_payout_refunded',
          targetType: 'withdrawal',
          targetId: 'w1',
          before: { status: 'payout_failed' },
          after: { status: 'failed', failure: CHAIN, reason: 'Your wallet refused the payment' },
          ip: null,
          createdAt: '2026-03-01T10:00:00Z',
        }}
      />,
    );
    const [status, failure] = screen.getAllByRole('listitem');
    expect(status!.textContent).toBe('Status: payout failed → failed');
    expect(failure!.textContent).toBe(`Failure on chain: ${CHAIN}`);
    expect(screen.getByText(CHAIN).getAttribute('lang')).toBe('en');
    screen.getByText(/Your wallet refused the payment/);
  });

  it('words an abuse measure: the state it changed, how many accounts, and the reason', () => {
    renderWithProviders(
      <AuditDetails
        entry={{
          id: '2',
          actorId: 'a1',
          actorLabel: 'ops@example.test',
          action: 'abuse_freeze_referrals',
          targetType: 'abuse_cluster',
          targetId: '7',
          before: { referrals_frozen: false },
          after: { referrals_frozen: true, reason: 'Same network within minutes', users: ['u1', 'u2', 'u3'] },
          ip: null,
          createdAt: '2026-03-01T10:00:00Z',
        }}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Referral credit frozen: no → yes',
      'Reason: “Same network within minutes”',
      'Accounts changed: 3 accounts',
    ]);
  });

  it('words a balance adjustment in FRE, from the nano-FRE digits it is written in now as from the decimals of the entries before (docs/decisions/077)', () => {
    const adjustment = (id: string, before: Record<string, string>, after: Record<string, string>) => (
      <AuditDetails
        entry={{ id, actorId: 'a1', actorLabel: 'ops@example.test', action: 'balance_adjusted', targetType: 'user', targetId: 'u1', before, after, ip: null, createdAt: '2026-03-01T10:00:00Z' }}
      />
    );
    const lines = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    const expected = ['Balance: 10 FRE → 12.5 FRE', 'Amount: +2.5 FRE', 'Reason: “Outage”'];
    const { unmount } = renderWithProviders(adjustment('3', { balanceNano: '10000000000' }, { balanceNano: '12500000000', amountNano: '2500000000', reason: 'Outage' }));
    expect(lines()).toEqual(expected);
    unmount();
    renderWithProviders(adjustment('4', { balance: '10' }, { balance: '12.5', amount: '2.5', reason: 'Outage' }));
    expect(lines()).toEqual(expected);
  });
});
