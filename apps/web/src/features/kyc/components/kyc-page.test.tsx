import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { emailUser, telegramUser } from '#web/test/user-fixtures.ts';
import { KycPage } from './kyc-page.tsx';

const noCheck = { status: 'none', reason: null, submittedAt: null, reviewedAt: null, timeline: [], queue: null };

function renderFor(user: unknown) {
  stubApi({ 'GET /api/me': { status: 200, body: { user } }, 'GET /api/kyc': { status: 200, body: noCheck } });
  renderWithProviders(<KycPage />, { route: '/kyc' });
}

describe('KycPage and the email address (decision 045)', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['kyc', 'email-required']);
  });

  it('an account made in Telegram without email is asked to add one first, in Security', async () => {
    renderFor(telegramUser());
    const notice = await screen.findByRole('region', { name: 'Add an email address first' });
    expect(notice.textContent).toContain('Identity checks and withdrawals need a confirmed email address');
    expect(screen.getByRole('link', { name: 'Add an email in Security' }).getAttribute('href')).toBe('/profile/security');
    // What the check needs is still told, but the form does not open before the address is there.
    await screen.findByRole('heading', { name: 'Verify your identity' });
    expect(screen.queryByRole('button', { name: 'Start verification' })).toBeNull();
  });

  it('an added address not confirmed yet: its link is to be opened', async () => {
    renderFor(telegramUser({ email: 'ada@example.com' }));
    const notice = await screen.findByRole('region', { name: 'Confirm your email address first' });
    expect(notice.textContent).toContain('Open the link we sent to ada@example.com.');
  });

  it('a confirmed address: no notice, the check can start', async () => {
    renderFor(emailUser());
    await screen.findByRole('button', { name: 'Start verification' });
    expect(screen.queryByRole('region', { name: /email address first/ })).toBeNull();
  });
});
