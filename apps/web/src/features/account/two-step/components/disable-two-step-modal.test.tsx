import type { User } from '@fre/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import type { TelegramLaunch } from '#web/lib/telegram/launch-params.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { emailUser, telegramUser } from '#web/test/user-fixtures.ts';
import { DisableTwoStepModal } from './disable-two-step-modal.tsx';

// Whether Telegram launched this tab, and with what: set by each test.
let launch: TelegramLaunch | null = null;
vi.mock('#web/lib/telegram/launch-params.ts', () => ({ telegramLaunch: () => launch, isInTelegram: () => launch !== null }));

const INIT_DATA = 'query_id=AAH&user=%7B%22id%22%3A42%7D&auth_date=1764240000&hash=abc123';
const inTelegram = () => (launch = { initData: INIT_DATA, platform: 'android', version: '8.0', themeParams: {} });

function renderModal(user: User, reply: { status: number; body?: unknown } = { status: 204 }) {
  const calls = stubApi({ 'GET /api/me': { status: 200, body: { user } }, 'DELETE /api/me/2fa/totp': reply });
  const disabled = vi.fn();
  const closed = vi.fn();
  renderWithProviders(<DisableTwoStepModal onClose={closed} onDisabled={disabled} />, { route: '/profile/security' });
  return { calls, disabled, closed, sent: () => calls.find((call) => call.method === 'DELETE')?.body };
}

describe('DisableTwoStepModal', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['two-step', 'security', 'errors']);
  });
  afterEach(() => {
    launch = null;
  });

  it('with a password: the password and a code, as always', async () => {
    const { disabled, sent } = renderModal(emailUser());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'S3cret!pass');
    await user.type(screen.getByLabelText('App code or recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await vi.waitFor(() => expect(disabled).toHaveBeenCalled());
    expect(sent()).toEqual({ password: 'S3cret!pass', code: '123456' });
  });

  it('inside Telegram, an account made there turns it off with Telegram and a code: no password field', async () => {
    inTelegram();
    const { disabled, sent } = renderModal(telegramUser());
    await screen.findByText(/Telegram confirms it is you/);
    expect(screen.queryByLabelText('Password')).toBeNull();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Turn off' }).hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('App code or recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await vi.waitFor(() => expect(disabled).toHaveBeenCalled());
    expect(sent()).toEqual({ telegram: INIT_DATA, code: '123456' });
  });

  it('says to reopen the app from Telegram when its signed data is too old', async () => {
    inTelegram();
    const { disabled } = renderModal(telegramUser(), { status: 401, body: { error: { code: 'telegram_expired', message: '' } } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('App code or recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect((await screen.findByRole('status')).textContent).toBe('This Telegram sign-in is too old. Close the app and open it again from Telegram.');
    expect(disabled).not.toHaveBeenCalled();
  });

  it('says so when the signed data is not this account’s Telegram user', async () => {
    inTelegram();
    renderModal(telegramUser(), { status: 401, body: { error: { code: 'telegram_invalid', message: '' } } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('App code or recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired Telegram login');
  });

  it('in a browser, an account made in Telegram is told how to do it instead of a form it cannot send', async () => {
    const { calls, closed } = renderModal(telegramUser());
    await screen.findByText(/To turn off two-step sign-in, open FRE Mining from Telegram/);
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByLabelText('App code or recovery code')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Set a password' });
    expect(link.getAttribute('href')).toBe('/profile/security');
    await userEvent.setup().click(link);
    expect(closed).toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });
});
