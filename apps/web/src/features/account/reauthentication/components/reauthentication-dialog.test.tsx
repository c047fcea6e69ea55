import type { ReauthMethods } from '@fre/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import type { TelegramLaunch } from '#web/lib/telegram/launch-params.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { ReauthenticationDialog } from './reauthentication-dialog.tsx';

// Whether Telegram launched this tab, and with what: set by each test.
let launch: TelegramLaunch | null = null;
vi.mock('#web/lib/telegram/launch-params.ts', () => ({ telegramLaunch: () => launch, isInTelegram: () => launch !== null }));

const INIT_DATA = 'query_id=AAH&user=%7B%22id%22%3A42%7D&auth_date=1764240000&hash=abc123';
const inTelegram = () => (launch = { initData: INIT_DATA, platform: 'android', version: '8.0', themeParams: {} });
const telegramAccount: ReauthMethods = { password: false, code: false, passkey: false, telegram: true };

function renderDialog(methods: ReauthMethods) {
  const proved = vi.fn();
  renderWithProviders(<ReauthenticationDialog methods={methods} onProved={proved} onCancel={() => {}} />);
  return proved;
}

describe('ReauthenticationDialog and Telegram (decision 045)', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['security', 'passkeys']);
  });
  afterEach(() => {
    launch = null;
  });

  it('inside Telegram, an account without a password confirms with one tap: no password field, the launch’s signed data sent', async () => {
    inTelegram();
    const calls = stubApi({ 'POST /api/me/reauth': { status: 204 } });
    const proved = renderDialog(telegramAccount);
    await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(screen.queryByLabelText('Password')).toBeNull();
    screen.getByText(/Confirm who you are with Telegram/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm with Telegram' }));
    await vi.waitFor(() => expect(proved).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/api/me/reauth')?.body).toEqual({ telegram: INIT_DATA });
  });

  it('with two-step sign-in on, asks the app code with Telegram too', async () => {
    inTelegram();
    const calls = stubApi({ 'POST /api/me/reauth': { status: 204 } });
    const proved = renderDialog({ ...telegramAccount, code: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm with Telegram' }));
    await screen.findByText('Enter the code from your app');
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText('App code or recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm with Telegram' }));
    await vi.waitFor(() => expect(proved).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ telegram: INIT_DATA, otp: '123456' });
  });

  it('says to reopen the app from Telegram when its signed data is too old', async () => {
    inTelegram();
    stubApi({ 'POST /api/me/reauth': { status: 401, body: { error: { code: 'telegram_expired', message: '' } } } });
    const proved = renderDialog(telegramAccount);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm with Telegram' }));
    expect((await screen.findByRole('status')).textContent).toBe('This Telegram sign-in is too old. Close the app and open it again from Telegram.');
    expect(proved).not.toHaveBeenCalled();
  });

  it('inside Telegram, an account with a password has both ways', async () => {
    inTelegram();
    const calls = stubApi({ 'POST /api/me/reauth': { status: 204 } });
    renderDialog({ password: true, code: false, passkey: false, telegram: true });
    await screen.findByLabelText('Password');
    screen.getByRole('button', { name: 'Confirm' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm with Telegram' }));
    await vi.waitFor(() => expect(calls[0]?.body).toEqual({ telegram: INIT_DATA }));
  });

  it('in a browser, an account made in Telegram without a password or passkey is told to open the app from Telegram', async () => {
    const calls = stubApi({});
    renderDialog(telegramAccount);
    await screen.findByText(/open FRE Mining from Telegram and try again there/);
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
    screen.getByRole('button', { name: 'Cancel' });
    expect(calls).toEqual([]);
  });

  it('in a browser, an account with a password and Telegram keeps the password only', async () => {
    renderDialog({ password: true, code: false, passkey: false, telegram: true });
    await screen.findByLabelText('Password');
    expect(screen.queryByRole('button', { name: 'Confirm with Telegram' })).toBeNull();
  });
});
