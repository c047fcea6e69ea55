import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { emailUser, telegramUser } from '#web/test/user-fixtures.ts';
import { WithdrawalPage } from './withdrawal-page.tsx';

const ready = { tonWallet: '0:abc', kycStatus: 'approved' as const, balance: '300000000000000' };
const view = { items: [], nextCursor: null, minimum: '250000000000000', maxDelayHours: 72, blockedUntil: null, blockedBy: null };
const EMAIL_REQUIRED = 'Add and confirm an email address in Security before you continue.';

describe('WithdrawalPage and the email address (decision 045)', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['withdrawals', 'email-required']);
  });

  it('without a confirmed address, says so before the form, which stays closed', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: { user: telegramUser(ready) } }, 'GET /api/withdrawals': { status: 200, body: view } });
    renderWithProviders(<WithdrawalPage />, { route: '/withdrawal' });
    const notice = await screen.findByRole('region', { name: 'Add an email address first' });
    const form = screen.getByRole('region', { name: 'New withdrawal' });
    expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add an email in Security' }).getAttribute('href')).toBe('/profile/security');
    expect(screen.getByRole('textbox', { name: 'Amount (FRE)' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Review the withdrawal' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the server’s email_required, and reads the user again', async () => {
    let reads = 0;
    const calls = stubApi({
      'GET /api/me': () => ({ status: 200, body: { user: reads++ === 0 ? emailUser(ready) : emailUser({ ...ready, emailVerified: false, verifiedBy: null }) } }),
      'GET /api/withdrawals': { status: 200, body: view },
      'POST /api/withdrawals': { status: 403, body: { error: { code: 'email_required', message: EMAIL_REQUIRED } } },
    });
    renderWithProviders(<WithdrawalPage />, { route: '/withdrawal' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Amount (FRE)' }), '260000');
    await user.click(screen.getByRole('button', { name: 'Review the withdrawal' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm the withdrawal' }));
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_REQUIRED);
    await expect.poll(() => calls.filter((call) => call.path === '/api/me').length).toBe(2);
  });
});
