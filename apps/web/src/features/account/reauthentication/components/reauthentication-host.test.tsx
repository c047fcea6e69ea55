import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '#web/lib/api-client.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { ReauthenticationHost } from './reauthentication-host.tsx';

const required = (methods: { code: boolean; passkey: boolean }) => ({
  status: 403,
  body: { error: { code: 'reauthentication_required', message: 'For your security, confirm it is you before continuing.', details: { methods: { password: true, ...methods } } } },
});

/** An action that needs a re-authenticated session, until POST /api/me/reauth succeeded. */
function guardedApi(methods: { code: boolean; passkey: boolean }, check: (body: any) => boolean) {
  let proved = false;
  return stubApi({
    'POST /api/me/2fa/totp': () => (proved ? { status: 200, body: { secret: 'ABC', otpauthUrl: 'otpauth://totp/x' } } : required(methods)),
    'POST /api/me/reauth': (body) => {
      if (check(body)) {
        proved = true;
        return { status: 204 };
      }
      return { status: 400, body: { error: { code: 'invalid_credentials', message: 'Incorrect email or password', details: { fields: { password: { code: 'invalid_credentials', message: 'Incorrect email or password' } } } } } };
    },
  });
}

describe('ReauthenticationHost', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['security', 'passkeys']);
    // The dialog's code loads on first need: loaded here, a slow first transform does not count against the first test's wait.
    await import('./reauthentication-dialog.tsx');
  });

  it('asks for the password when an action needs it, then sends the action again: the caller sees only its answer', async () => {
    const calls = guardedApi({ code: false, passkey: false }, (body) => body.password === 'Str0ng!pass');
    renderWithProviders(<ReauthenticationHost />);
    const action = api.post('/api/me/2fa/totp');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(dialog.textContent).not.toContain('App code');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Wrong!pass1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Incorrect email or password');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(action).resolves.toMatchObject({ secret: 'ABC' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/me/2fa/totp', 'POST /api/me/reauth', 'POST /api/me/reauth', 'POST /api/me/2fa/totp']);
  });

  it('asks for the app code too with two-step sign-in on, and requires it before sending', async () => {
    const calls = guardedApi({ code: true, passkey: false }, (body) => body.password === 'Str0ng!pass' && body.otp === '123456');
    renderWithProviders(<ReauthenticationHost />);
    const action = api.post('/api/me/2fa/totp');
    await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Enter the code from your app');
    expect(calls.filter((call) => call.path === '/api/me/reauth')).toEqual([]);
    await user.type(screen.getByLabelText('App code or recovery code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(action).resolves.toBeTruthy();
    expect(calls.find((call) => call.path === '/api/me/reauth')?.body).toEqual({ password: 'Str0ng!pass', otp: '123456' });
  });

  it('cancelled, the action fails with its own refusal and is not sent again', async () => {
    const calls = guardedApi({ code: false, passkey: false }, () => true);
    renderWithProviders(<ReauthenticationHost />);
    const action = api.post('/api/me/2fa/totp').catch((error: unknown) => error);
    await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    const error = await action;
    expect(isApiError(error) && error.code).toBe('reauthentication_required');
    expect(calls.map((call) => call.path)).toEqual(['/api/me/2fa/totp']);
  });

  it('one dialog for several actions waiting at once', async () => {
    guardedApi({ code: false, passkey: false }, () => true);
    renderWithProviders(<ReauthenticationHost />);
    const both = Promise.all([api.post('/api/me/2fa/totp'), api.post('/api/me/2fa/totp')]);
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(both).resolves.toHaveLength(2);
  });
});
