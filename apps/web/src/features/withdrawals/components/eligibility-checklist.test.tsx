import { screen, within } from '@testing-library/react';
import { ACCOUNT, HOUR_MS, KYC_REVIEW_HOURS } from '@fre/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { EligibilityChecklist } from './eligibility-checklist.tsx';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const MIN = '250000000000000';

const items = () => screen.getAllByRole('listitem');
/**
 * A paragraph as it reads on screen (its amounts are elements of their own, joined to their unit by
 * a no-break space; the state said to screen readers only left out).
 */
function paragraph(text: string) {
  return (_: string, element: Element | null) => {
    if (element?.tagName !== 'P') return false;
    const shown = element.cloneNode(true) as Element;
    for (const hidden of shown.querySelectorAll('.visually-hidden')) hidden.remove();
    return shown.textContent?.replace(/\s+/g, ' ') === text;
  };
}

describe('EligibilityChecklist', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['withdrawals']);
  });

  it('explains every unmet condition and links to where it is fixed', () => {
    renderWithProviders(
      <EligibilityChecklist
        user={{ tonWallet: null, kycStatus: 'none', balance: '100000000000000', level: 2 }}
        minimum={MIN}
        blockedUntil="2026-03-02T08:00:00Z"
        now={NOW}
      />,
    );
    const [wallet, kyc, delay, balance] = items();
    expect(within(wallet!).getByRole('link', { name: 'Link your TON wallet' }).getAttribute('href')).toBe('/wallet');
    expect(within(kyc!).getByRole('link', { name: 'Get your identity verified' }).getAttribute('href')).toBe('/kyc');
    within(delay!).getByText(/withdrawals reopen on/);
    within(balance!).getByText(paragraph('Level 2 minimum: 250,000.0000000 FRE'));
    within(balance!).getByText(paragraph('Your balance is 100,000.0000000 FRE: 150,000.0000000 FRE still missing.'));
    expect(screen.getAllByText(': not met')).toHaveLength(4);
  });

  it('names the change that holds withdrawals, and when they reopen', () => {
    renderWithProviders(
      <EligibilityChecklist
        user={{ tonWallet: '0:abc', kycStatus: 'approved', balance: '300000000000000', level: 0 }}
        minimum={MIN}
        blockedUntil="2026-03-02T08:00:00Z"
        blockedBy="telegram"
        now={NOW}
      />,
    );
    const delay = items()[2]!;
    within(delay).getByText('No recent change to your ways in or wallet');
    expect(within(delay).getByText(/withdrawals reopen on/).textContent).toMatch(new RegExp(`^For your safety, withdrawals reopen on .+, ${ACCOUNT.credentialChangeWithdrawalPauseMs / HOUR_MS}\\sh after your Telegram link changed\\.$`));
  });

  it('marks everything met once the wallet, KYC, delay and balance are fine', () => {
    renderWithProviders(
      <EligibilityChecklist user={{ tonWallet: '0:abc', kycStatus: 'approved', balance: '300000000000000', level: 0 }} minimum={MIN} blockedUntil={null} now={NOW} />,
    );
    expect(screen.getAllByText(': met')).toHaveLength(4);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('says a pending KYC is under review rather than asking to start one', () => {
    renderWithProviders(
      <EligibilityChecklist user={{ tonWallet: '0:abc', kycStatus: 'pending', balance: '0', level: 0 }} minimum={MIN} blockedUntil="2026-03-01T11:00:00Z" now={NOW} />,
    );
    screen.getByText(`Your application is under review (${KYC_REVIEW_HOURS.min} to ${KYC_REVIEW_HOURS.max} h).`);
    // A delay already over is met.
    within(items()[2]!).getByText(': met');
  });
});
