import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { renderWithProviders, setupI18n } from '../../../../test/render';
import { AuditDetails } from './audit-details';

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
});
