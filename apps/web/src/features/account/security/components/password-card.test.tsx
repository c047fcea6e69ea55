import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { PasswordCard } from './password-card.tsx';

async function fillPasswords() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), 'Str0ng!pass');
  await user.type(screen.getByLabelText('New password'), 'An0ther!pass');
  await user.type(screen.getByLabelText('Confirm the new password'), 'An0ther!pass');
  return user;
}

describe('PasswordCard', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['security', 'passkeys']);
  });

  it('with two-step sign-in on, asks for the app code too and sends it with the change', async () => {
    const calls = stubApi({
      'GET /api/me/2fa': { status: 200, body: { totp: true, recoveryCodesLeft: 10 } },
      'POST /api/me/password': { status: 204 },
    });
    renderWithProviders(<PasswordCard hasPassword />);
    const code = await screen.findByLabelText('App code or recovery code');
    const user = await fillPasswords();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Enter the code from your app');
    expect(calls.filter((call) => call.path === '/api/me/password')).toEqual([]);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(/Password changed/);
    expect(calls.find((call) => call.path === '/api/me/password')?.body).toEqual({ currentPassword: 'Str0ng!pass', newPassword: 'An0ther!pass', otp: '123456' });
  });

  it('with passkeys only, offers the passkey once the server asks for the person', async () => {
    // A browser that has passkeys (jsdom has none).
    Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
    stubApi({
      'GET /api/me/2fa': { status: 200, body: { totp: false, recoveryCodesLeft: 0 } },
      'GET /api/me/passkeys': { status: 200, body: { passkeys: [{ id: 'p1', name: 'Pixel', createdAt: '2026-11-01T00:00:00Z', lastUsedAt: null, pausedAt: null }] } },
      'POST /api/me/password': { status: 401, body: { error: { code: 'second_factor_required', message: 'Confirm it is you: your passkey', details: { methods: { code: false, passkey: true } } } } },
    });
    renderWithProviders(<PasswordCard hasPassword />);
    expect(screen.queryByLabelText('App code or recovery code')).toBeNull();
    const user = await fillPasswords();
    expect(screen.queryByRole('button', { name: /passkey/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Confirm it is you: your passkey');
    expect(await screen.findByRole('button', { name: /passkey/i })).toBeTruthy();
  });

  it('without a password (an account made in Telegram), sets a first one: no current password, nothing but the new one sent', async () => {
    const calls = stubApi({
      'GET /api/me/2fa': { status: 200, body: { totp: true, recoveryCodesLeft: 10 } },
      'POST /api/me/password': { status: 204 },
    });
    renderWithProviders(<PasswordCard hasPassword={false} />);
    await screen.findByRole('heading', { name: 'Set a password' });
    screen.getByText(/has no password yet/);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    // The re-authentication before it (Telegram and the code) stands for the second factor.
    expect(screen.queryByLabelText('App code or recovery code')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'An0ther!pass');
    await user.type(screen.getByLabelText('Confirm the new password'), 'An0ther!pas');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await screen.findByText('Passwords do not match');
    await user.type(screen.getByLabelText('Confirm the new password'), 's');
    // The strength rules and the show-password toggle are the usual ones.
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await screen.findByText('Password set. It now protects your account alongside Telegram.');
    expect(calls.find((call) => call.path === '/api/me/password')?.body).toEqual({ newPassword: 'An0ther!pass' });
  });
});
