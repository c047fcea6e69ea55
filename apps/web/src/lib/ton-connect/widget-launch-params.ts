import { telegramLaunch } from '#web/lib/telegram/launch-params.ts';

/** Where @tonconnect/ui looks for a Mini App's launch parameters that the address's hash no longer has (its `LAUNCH_PARAMS_STORAGE_KEY`). */
const WIDGET_KEY = 'ton-connect-session_storage_launchParams';

/**
 * The widget tells a Mini App from a web page by the launch parameters in the address's hash, read
 * once when its chunk loads; by then the app has left `/tg` and its hash. Handed over here, the
 * widget knows it runs inside Telegram: it opens wallets through Telegram and sends them
 * `twaReturnUrl` (the Mini App's link), so the wallet returns the player to the Mini App
 * (decision 045). Nothing is written in a browser.
 */
export function shareLaunchWithWidget(): void {
  const launch = telegramLaunch();
  if (!launch) return;
  try {
    sessionStorage.setItem(WIDGET_KEY, JSON.stringify({ tgWebAppData: launch.initData, tgWebAppPlatform: launch.platform, tgWebAppVersion: launch.version }));
  } catch {
    // Without storage the widget sees a web page: wallets still open, returning to the browser.
  }
}
