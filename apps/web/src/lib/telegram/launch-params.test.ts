import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The launch parameters are a claim any link can make; the tab is Telegram's only where a Telegram
 * app can hear it (decision 045, amended). Each case loads the module afresh: it reads once per tab.
 */
const initData = 'query_id=AAH&user=%7B%22id%22%3A1%7D&auth_date=1&hash=abc';
const launchHash = `#${new URLSearchParams({ tgWebAppData: initData, tgWebAppPlatform: 'tdesktop', tgWebAppVersion: '8.0' }).toString()}`;

async function freshModule(hash: string) {
  window.history.replaceState(null, '', `/tg${hash}`);
  vi.resetModules();
  return import('./launch-params.ts');
}

describe('telegramLaunch', () => {
  afterEach(() => {
    delete window.TelegramWebviewProxy;
    delete (window.external as unknown as { notify?: unknown }).notify;
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('is null for a link opened in a browser, launch parameters and all, and keeps nothing for the tab', async () => {
    const launch = await freshModule(launchHash);
    expect(launch.telegramLaunch()).toBeNull();
    expect(launch.isInTelegram()).toBe(false);
    expect(launch.addressCarriesLaunch()).toBe(true);
    expect(sessionStorage.length).toBe(0);
  });

  it("is the launch inside Telegram's mobile apps (their proxy) and its desktop app (external.notify)", async () => {
    window.TelegramWebviewProxy = { postEvent: () => undefined };
    expect((await freshModule(launchHash)).telegramLaunch()).toMatchObject({ initData, platform: 'tdesktop', version: '8.0' });
    delete window.TelegramWebviewProxy;
    sessionStorage.clear();
    expect((await freshModule(launchHash)).telegramLaunch()).toBeNull();
    (window.external as unknown as { notify?: unknown }).notify = () => undefined;
    expect((await freshModule(launchHash)).telegramLaunch()).toMatchObject({ initData });
  });

  it('keeps the launch for the tab, and forgets it when no Telegram app answered', async () => {
    window.TelegramWebviewProxy = { postEvent: () => undefined };
    await freshModule(launchHash).then((launch) => launch.telegramLaunch());
    const later = await freshModule('');
    expect(later.telegramLaunch()).toMatchObject({ initData });
    expect(later.addressCarriesLaunch()).toBe(false);
    later.forgetTelegramLaunch();
    expect(later.isInTelegram()).toBe(false);
    expect((await freshModule('')).telegramLaunch()).toBeNull();
  });
});
