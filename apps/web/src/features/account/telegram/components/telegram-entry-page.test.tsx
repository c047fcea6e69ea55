import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { keepSessionToken, sessionToken } from '#web/lib/auth/session-token.ts';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { TelegramEntryPage } from './telegram-entry-page.tsx';

// The launch parameters in this tab's address (null: none), and whether a Telegram app's bridge
// transport is there (launch-params.test.ts tests how that is told).
const telegram = vi.hoisted(() => ({
  initData: 'query_id=AAH&user=%7B%22id%22%3A1%2C%22first_name%22%3A%22Pavel%22%7D&auth_date=1&hash=abc' as string | null,
  transport: true,
  forgotten: false,
}));
vi.mock('#web/lib/telegram/launch-params.ts', () => {
  const launch = () => (telegram.initData && telegram.transport && !telegram.forgotten ? { initData: telegram.initData, platform: 'android', version: '8.0', themeParams: {} } : null);
  return {
    telegramLaunch: launch,
    isInTelegram: () => launch() !== null,
    addressCarriesLaunch: () => telegram.initData !== null,
    forgetTelegramLaunch: () => {
      telegram.forgotten = true;
    },
  };
});

const initData = telegram.initData!;
const user = { id: 'u1', email: null, nickname: 'durov', role: 'user', emailVerified: false, language: 'en', tonWallet: null, balance: '0' };
const realFetch = globalThis.fetch;
/** The methods the page sent to the Telegram app. */
let posted: string[] = [];

/** The mobile apps' side of the bridge: answers the theme request as Telegram does, unless `silent`. */
function telegramApp({ silent = false } = {}) {
  window.TelegramWebviewProxy = {
    postEvent: (method: string) => {
      posted.push(method);
      if (!silent && method === 'web_app_request_theme') setTimeout(() => window.Telegram?.WebView?.receiveEvent('theme_changed', { theme_params: {} }), 5);
    },
  };
}

function renderEntry() {
  return renderWithProviders(
    <Routes>
      <Route path="/tg" element={<TelegramEntryPage />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      <Route path="/login" element={<h1>Email sign-in</h1>} />
      <Route path="/" element={<h1>Landing</h1>} />
    </Routes>,
    { route: '/tg' },
  );
}

const telegramCalls = (calls: { path: string; body: unknown }[]) => calls.filter((call) => call.path === '/api/auth/telegram').map((call) => call.body);
const conflict = { status: 409, body: { error: { code: 'session_conflict', message: 'Another account', details: { nickname: 'alice' } } } };

describe('TelegramEntryPage (/tg)', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });
  beforeEach(() => {
    posted = [];
    telegram.transport = true;
    telegram.forgotten = false;
    telegramApp();
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    keepSessionToken(null);
    delete window.TelegramWebviewProxy;
    vi.useRealTimers();
  });

  it("signs in by itself with Telegram's data, exactly as sent, once Telegram answered; keeps the bearer token and opens the dashboard", async () => {
    const calls = stubApi({ 'POST /api/auth/telegram': { status: 200, body: { token: 'bearer-1', user, created: false } } });
    const { queryClient } = renderEntry();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(posted).toContain('web_app_request_theme');
    expect(telegramCalls(calls)).toEqual([{ initData }]);
    expect(sessionToken()).toBe('bearer-1');
    expect(queryClient.getQueryData(meQueryKey)).toEqual(user);
  });

  it('opened from a link in a browser (launch parameters, no Telegram bridge): signs nobody in and says what the address is for', async () => {
    telegram.transport = false;
    const calls = stubApi({ 'POST /api/auth/telegram': { status: 200, body: { token: 'bearer-x', user, created: false } } });
    renderEntry();
    expect(await screen.findByRole('heading', { name: i18n.t('telegram.outside.title') })).toBeTruthy();
    expect(screen.getByText(i18n.t('telegram.outside.text'))).toBeTruthy();
    expect(telegramCalls(calls)).toEqual([]);
    expect(posted).toEqual([]);
    expect(sessionToken()).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: i18n.t('telegram.outside.continue') }));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeTruthy();
    expect(telegramCalls(calls)).toEqual([]);
  });

  it('signs nobody in when what looks like a bridge never answers, and the tab is a browser from then on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    telegramApp({ silent: true });
    const calls = stubApi({ 'POST /api/auth/telegram': { status: 200, body: { token: 'bearer-x', user, created: false } } });
    renderEntry();
    await screen.findByRole('status');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByRole('heading', { name: i18n.t('telegram.outside.title') })).toBeTruthy();
    expect(posted).toEqual(['web_app_request_theme']);
    expect(telegram.forgotten).toBe(true);
    expect(telegramCalls(calls)).toEqual([]);
  });

  it('asks which account to continue with when the browser is signed in to another one; staying changes nothing', async () => {
    const calls = stubApi({ 'POST /api/auth/telegram': conflict });
    renderEntry();
    expect(await screen.findByRole('heading', { name: i18n.t('telegram.choice.title') })).toBeTruthy();
    expect(screen.getByText(i18n.t('telegram.choice.question', { current: 'alice', telegram: 'Pavel' }))).toBeTruthy();
    expect(screen.getByText(i18n.t('telegram.choice.switchNote', { nickname: 'alice' }))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: i18n.t('telegram.choice.keep', { nickname: 'alice' }) }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(telegramCalls(calls)).toEqual([{ initData }]);
    expect(sessionToken()).toBeNull();
  });

  it("switches to Telegram's account when chosen (its app code too), and forgets the other account's answers", async () => {
    const calls = stubApi({
      'POST /api/auth/telegram': (body: { switchAccount?: boolean; otp?: string }) =>
        !body.switchAccount
          ? conflict
          : body.otp === '123456'
            ? { status: 200, body: { token: 'bearer-2', user, created: false } }
            : { status: 401, body: { error: { code: 'second_factor_required', message: 'Code required' } } },
    });
    const { queryClient } = renderEntry();
    queryClient.setQueryData(['balance-history'], { items: ['of alice'] });
    await userEvent.click(await screen.findByRole('button', { name: i18n.t('telegram.choice.switch', { name: 'Pavel' }) }));
    await userEvent.type(await screen.findByLabelText(i18n.t('auth.twoStep.code')), '123456');
    await userEvent.click(screen.getByRole('button', { name: i18n.t('auth.twoStep.submit') }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(telegramCalls(calls)).toEqual([{ initData }, { initData, switchAccount: true }, { initData, switchAccount: true, otp: '123456' }]);
    expect(sessionToken()).toBe('bearer-2');
    expect(queryClient.getQueryData(['balance-history'])).toBeUndefined();
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
    expect(calls.at(-1)?.body).toEqual({ initData, otp: '123456' });
  });

  it('with a passkey and no app code: asks no code, says Telegram cannot use a passkey, and leads to the email sign-in', async () => {
    const calls = stubApi({
      'POST /api/auth/telegram': { status: 401, body: { error: { code: 'second_factor_required', message: 'Confirm it is you', details: { methods: { code: false, passkey: true } } } } },
    });
    renderEntry();
    expect(await screen.findByText(i18n.t('telegram.signIn.passkeyOnly'))).toBeTruthy();
    expect(screen.queryByLabelText(i18n.t('auth.twoStep.code'))).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: i18n.t('telegram.signIn.withEmail') }));
    expect(await screen.findByRole('heading', { name: 'Email sign-in' })).toBeTruthy();
    expect(telegramCalls(calls)).toEqual([{ initData }]);
  });

  it('with an app code and a passkey: asks the code, as Telegram can give that', async () => {
    stubApi({
      'POST /api/auth/telegram': { status: 401, body: { error: { code: 'second_factor_required', message: 'Confirm it is you', details: { methods: { code: true, passkey: true } } } } },
    });
    renderEntry();
    expect(await screen.findByLabelText(i18n.t('auth.twoStep.code'))).toBeTruthy();
    expect(screen.queryByText(i18n.t('telegram.signIn.passkeyOnly'))).toBeNull();
  });

  it("a link paused by a password reset: the server's words, and the email sign-in", async () => {
    const paused = i18n.t('telegram_paused', { ns: 'errors' });
    stubApi({ 'POST /api/auth/telegram': { status: 401, body: { error: { code: 'telegram_paused', message: paused } } } });
    renderEntry();
    expect(await screen.findByText(paused)).toBeTruthy();
    expect(screen.queryByRole('button', { name: i18n.t('common.retry') })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: i18n.t('telegram.signIn.withEmail') }));
    expect(await screen.findByRole('heading', { name: 'Email sign-in' })).toBeTruthy();
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

  it('opened in a browser without launch parameters, is the landing', async () => {
    telegram.initData = null;
    const calls = stubApi({});
    renderEntry();
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
