import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The launch Telegram gave (its version decides which methods exist).
const launch = vi.hoisted(() => ({ version: '8.0' }));
vi.mock('./launch-params.ts', () => ({
  telegramLaunch: () => ({ initData: 'signed', platform: 'android', version: launch.version, themeParams: {} }),
  isInTelegram: () => true,
}));

const { on, postEvent, versionAtLeast } = await import('./bridge.ts');
const { invoiceSlug, openInvoice, requestWriteAccess, shareInTelegram, telegramAnswers } = await import('./actions.ts');

/** What the Telegram app received, as the mobile apps' proxy gets it: a method and its JSON. */
let sent: { method: string; params: unknown }[] = [];

describe("Telegram's webview bridge", () => {
  beforeEach(() => {
    sent = [];
    launch.version = '8.0';
    window.TelegramWebviewProxy = { postEvent: (method, data) => void sent.push({ method, params: JSON.parse(data) }) };
  });
  afterEach(() => {
    delete window.TelegramWebviewProxy;
  });

  it('compares Mini App versions part by part', () => {
    expect(versionAtLeast('8.0', '7.7')).toBe(true);
    expect(versionAtLeast('7.10', '7.7')).toBe(true);
    expect(versionAtLeast('7.6', '7.7')).toBe(false);
    expect(versionAtLeast('6.1', '6.1')).toBe(true);
  });

  it('sends a method through the mobile proxy as JSON, and none the Telegram app is too old for', () => {
    postEvent('web_app_setup_back_button', { is_visible: true });
    launch.version = '7.0';
    postEvent('web_app_request_fullscreen');
    postEvent('web_app_setup_swipe_behavior', { allow_vertical_swipe: false });
    postEvent('web_app_expand');
    expect(sent).toEqual([
      { method: 'web_app_setup_back_button', params: { is_visible: true } },
      { method: 'web_app_expand', params: {} },
    ]);
  });

  it("uses the desktop app's external.notify when there is no proxy", () => {
    delete window.TelegramWebviewProxy;
    const notified: string[] = [];
    Object.defineProperty(window, 'external', { configurable: true, value: { notify: (message: string) => notified.push(message) } });
    postEvent('web_app_ready');
    expect(notified.map((message) => JSON.parse(message))).toEqual([{ eventType: 'web_app_ready', eventData: {} }]);
    Object.defineProperty(window, 'external', { configurable: true, value: {} });
  });

  it("hears the apps' receiveEvent, and messages from Telegram Web only", () => {
    const heard: unknown[] = [];
    const stop = on('theme_changed', (data) => heard.push(data));
    window.Telegram?.WebView?.receiveEvent('theme_changed', { theme_params: { bg_color: '#ffffff' } });
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: JSON.stringify({ eventType: 'theme_changed', eventData: { forged: true } }) }));
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://web.telegram.org', data: JSON.stringify({ eventType: 'theme_changed', eventData: { theme_params: {} } }) }));
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://web.telegram.org', data: 'not json' }));
    stop();
    window.Telegram?.WebView?.receiveEvent('theme_changed', {});
    expect(heard).toEqual([{ theme_params: { bg_color: '#ffffff' } }, { theme_params: {} }]);
  });

  it("opens an invoice by its link's slug and resolves with how that invoice's sheet closed", async () => {
    expect(invoiceSlug('https://t.me/$AbC-123_x')).toBe('AbC-123_x');
    expect(invoiceSlug('https://t.me/invoice/AbC')).toBe('AbC');
    expect(invoiceSlug('https://evil.example/$AbC')).toBeNull();
    const closed = openInvoice('https://t.me/$AbC-123_x');
    expect(sent).toEqual([{ method: 'web_app_open_invoice', params: { slug: 'AbC-123_x' } }]);
    window.Telegram?.WebView?.receiveEvent('invoice_closed', { slug: 'another', status: 'cancelled' });
    window.Telegram?.WebView?.receiveEvent('invoice_closed', { slug: 'AbC-123_x', status: 'paid' });
    await expect(closed).resolves.toBe('paid');
    await expect(openInvoice('https://evil.example/x')).resolves.toBe('failed');
  });

  it("asks for write access and reads the player's answer", async () => {
    const asked = requestWriteAccess();
    expect(sent.map((call) => call.method)).toEqual(['web_app_request_write_access']);
    window.Telegram?.WebView?.receiveEvent('write_access_requested', { status: 'allowed' });
    await expect(asked).resolves.toBe(true);
    const again = requestWriteAccess();
    window.Telegram?.WebView?.receiveEvent('write_access_requested', { status: 'cancelled' });
    await expect(again).resolves.toBe(false);
  });

  it("opens Telegram's share screen with the link and the text", () => {
    shareInTelegram('https://t.me/fre_bot/app?startapp=ref_ABC', 'Mine with me & win');
    expect(sent).toEqual([
      { method: 'web_app_open_tg_link', params: { path_full: '/share/url?url=https%3A%2F%2Ft.me%2Ffre_bot%2Fapp%3Fstartapp%3Dref_ABC&text=Mine%20with%20me%20%26%20win' } },
    ]);
  });

  it('tells a Telegram app that answers from a silent other end', async () => {
    const answered = telegramAnswers(1_000);
    expect(sent).toEqual([{ method: 'web_app_request_theme', params: {} }]);
    window.Telegram?.WebView?.receiveEvent('theme_changed', { theme_params: {} });
    await expect(answered).resolves.toBe(true);

    vi.useFakeTimers();
    try {
      const silent = telegramAnswers(1_000);
      vi.advanceTimersByTime(999);
      let settled = false;
      void silent.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      vi.advanceTimersByTime(1);
      await expect(silent).resolves.toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
