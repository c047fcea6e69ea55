import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { emailUser, telegramUser } from '#web/test/user-fixtures.ts';
import { SecurityPage } from './security-page.tsx';

function renderFor(user: unknown) {
  stubApi({
    'GET /api/me': { status: 200, body: { user } },
    'GET /api/me/2fa': { status: 200, body: { totp: false, recoveryCodesLeft: 0 } },
    'GET /api/me/sessions': { status: 200, body: { sessions: [] } },
    'GET /api/me/passkeys': { status: 200, body: { passkeys: [] } },
  });
  renderWithProviders(<SecurityPage />, { route: '/profile/security' });
}

describe('SecurityPage', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['security', 'two-step', 'passkeys']);
  });

  it('for an account made in Telegram: add an email first, then set a password', async () => {
    renderFor(telegramUser());
    const email = await screen.findByRole('region', { name: 'Email address' });
    const password = screen.getByRole('region', { name: 'Set a password' });
    // The missing address comes first on the page.
    expect(email.compareDocumentPosition(password) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add this address' })).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('for a signed-up account: no email card, the password changed with the current one', async () => {
    renderFor(emailUser());
    await screen.findByRole('region', { name: 'Password' });
    screen.getByLabelText('Current password');
    expect(screen.queryByRole('region', { name: 'Email address' })).toBeNull();
  });
});
