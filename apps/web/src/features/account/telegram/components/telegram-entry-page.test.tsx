import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { keepSessionToken, sessionToken } from '#web/lib/auth/session-token.ts';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { TelegramEntryPage } from './telegram-entry-page.tsx';

// The launch Telegram gave this tab (null: opened in a browser).
const telegram = vi.hoisted(() => ({ initData: 'query_id=AAH&user=%7B%22id%22%3A1%7D&auth_date=1&hash=abc' as string | null }));
vi.mock('#web/lib/telegram/launch-params.ts', () => ({
  telegramLaunch: () => (telegram.initData ? { initData: telegram.initData, platform: 'android', version: '8.0', themeParams: {} } : null),
  isInTelegram: () => telegram.initData !== null,
}));

const user = { id: 'u1', email: null, nickname: 'durov', role: 'user', emailVerified: false, language: 'en', tonWallet: null, balance: '0' };
const realFetch = globalThis.fetch;

function renderEntry() {
  return renderWithProviders(
    <Routes>
      <Route path="/tg" element={<TelegramEntryPage />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      <Route path="/" element={<h1>Landing</h1>} />
    </Routes>,
    { route: '/tg' },
  );
}

describe('TelegramEntryPage (/tg)', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    keepSessionToken(null);
  });

  it("signs in by itself with Telegram's data, exactly as sent, keeps the bearer token and opens the dashboard", async () => {
    const calls = stubApi({ 'POST /api/auth/telegram': { status: 200, body: { token: 'bearer-1', user, created: false } } });
    const { queryClient } = renderEntry();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/auth/telegram').map((call) => call.body)).toEqual([{ initData: telegram.initData }]);
    expect(sessionToken()).toBe('bearer-1');
    expect(queryClient.getQueryData(meQueryKey)).toEqual(user);
  });

  it("asks the authenticator app's code when the account has two-step sign-in, then signs in with it", async () => {
    const calls = stubApi({
      'POST /api/auth/telegram': (body: { otp?: string }) =>
        body.otp === '123456'
          ? { status: 200, body: { token: 'bearer-2', user, created: false } }
          : { status: 401, body: { error: { code: 'second_factor_required', message: 'Code required' } } },
    });
    renderEntry();
    const code = await screen.findByLabelText(i18n.t('auth.twoStep.code'));
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: i18n.t('auth.twoStep.submit') }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ initData: telegram.initData, otp: '123456' });
  });

  it("says why it could not sign in (the server's translated message), and tries again on request", async () => {
    let attempts = 0;
    stubApi({
      'POST /api/auth/telegram': () =>
        ++attempts === 1
          ? { status: 401, body: { error: { code: 'telegram_expired', message: i18n.t('telegram_expired', { ns: 'errors' }) } } }
          : { status: 200, body: { token: 'bearer-3', user, created: true } },
    });
    renderEntry();
    expect(await screen.findByText(i18n.t('telegram_expired', { ns: 'errors' }))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: i18n.t('common.retry') }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('opened in a browser, without Telegram, is the landing', async () => {
    telegram.initData = null;
    const calls = stubApi({});
    renderEntry();
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
