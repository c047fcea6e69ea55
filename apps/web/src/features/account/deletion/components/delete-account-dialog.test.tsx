import type { User } from '@fre/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import type { TelegramLaunch } from '#web/lib/telegram/launch-params.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { emailUser, telegramUser } from '#web/test/user-fixtures.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

// Whether Telegram launched this tab, and with what: set by each test.
let launch: TelegramLaunch | null = null;
vi.mock('#web/lib/telegram/launch-params.ts', () => ({ telegramLaunch: () => launch, isInTelegram: () => launch !== null }));

const INIT_DATA = 'query_id=AAH&user=%7B%22id%22%3A42%7D&auth_date=1764240000&hash=abc123';
const inTelegram = () => (launch = { initData: INIT_DATA, platform: 'android', version: '8.0', themeParams: {} });

function renderDialog(user: User, { totp = false, reply = { status: 202 } }: { totp?: boolean; reply?: { status: number; body?: unknown } } = {}) {
  const calls = stubApi({
    'GET /api/me': { status: 200, body: { user } },
    'GET /api/me/2fa': { status: 200, body: { totp, recoveryCodesLeft: totp ? 10 : 0 } },
    'GET /api/me/passkeys': { status: 200, body: { passkeys: [] } },
    'DELETE /api/me': reply,
  });
  const closed = vi.fn();
  renderWithProviders(<DeleteAccountDialog onClose={closed} />, { route: '/profile/privacy' });
  return { calls, closed, sent: () => calls.find((call) => call.method === 'DELETE')?.body };
}

describe('DeleteAccountDialog', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['my-data', 'security', 'errors']);
  });
  afterEach(() => {
    launch = null;
  });

  it('with a password: the password and the typed word, as always', async () => {
    const { sent } = renderDialog(emailUser());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'S3cret!pass');
    await user.type(screen.getByLabelText('To confirm, type DELETE'), 'delete');
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await screen.findByRole('dialog', { name: 'Your account is deleted' });
    expect(sent()).toEqual({ password: 'S3cret!pass' });
  });

  it('inside Telegram, an account made there deletes with Telegram and its app code: no password field', async () => {
    inTelegram();
    const { calls, sent } = renderDialog(telegramUser(), { totp: true });
    await screen.findByText('Your account was created in Telegram and has no password: Telegram confirms it is you.');
    expect(screen.queryByLabelText('Password')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('To confirm, type DELETE'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    // The code is still asked when two-step sign-in is on.
    await screen.findByText('Enter the code from your app.');
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await screen.findByRole('dialog', { name: 'Your account is deleted' });
    expect(sent()).toEqual({ telegram: INIT_DATA, otp: '123456' });
  });

  it('says to reopen the app from Telegram when its signed data is too old', async () => {
    inTelegram();
    renderDialog(telegramUser(), { reply: { status: 401, body: { error: { code: 'telegram_expired', message: '' } } } });
    const user = userEvent.setup();
    await screen.findByText(/Telegram confirms it is you/);
    await user.type(screen.getByLabelText('To confirm, type DELETE'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await screen.findByText('This Telegram sign-in is too old. Close the app and open it again from Telegram.');
    // Said once, as a warning: not a second, generic error.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Delete your account for good?' })).toBeTruthy();
  });

  it('in a browser, an account made in Telegram is told how to do it instead of a form it cannot send', async () => {
    const { calls, closed } = renderDialog(telegramUser());
    await screen.findByText(/To delete it, open FRE Mining from Telegram/);
    // What a deletion means is still said; nothing to fill in.
    screen.getByRole('heading', { name: 'What is erased' });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByLabelText('To confirm, type DELETE')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete for good' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Set a password' });
    expect(link.getAttribute('href')).toBe('/profile/security');
    await userEvent.setup().click(link);
    expect(closed).toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });
});
