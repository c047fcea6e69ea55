import type { QueryClient } from '@tanstack/react-query';
import { on, postEvent } from './bridge.ts';
import { playMutationHaptics } from './haptics.ts';
import { applyInsets } from './insets.ts';
import { telegramLaunch } from './launch-params.ts';
import { applyTheme } from './theme.ts';

/** The platforms whose Mini Apps open on a phone, where fullscreen gives the app the whole screen. */
const PHONES = new Set(['android', 'android_x', 'ios']);

/**
 * The app at home in Telegram (decision 045), run once at start when Telegram launched it: ready
 * (Telegram hides its placeholder), the whole height, its colours and their changes, the insets of
 * what Telegram draws over the app, fullscreen on a phone, haptics on the moments that matter.
 */
export function startAtHome(queryClient: QueryClient): void {
  const launch = telegramLaunch();
  if (!launch) return;
  document.documentElement.dataset.telegram = launch.platform;
  applyTheme(launch.themeParams);
  on('theme_changed', (data) => applyTheme((data.theme_params ?? {}) as Record<string, unknown>));
  on('safe_area_changed', (data) => applyInsets('safe', data));
  on('content_safe_area_changed', (data) => applyInsets('content', data));
  playMutationHaptics(queryClient);
  postEvent('web_app_ready');
  postEvent('web_app_expand');
  postEvent('web_app_request_theme');
  if (PHONES.has(launch.platform)) postEvent('web_app_request_fullscreen');
  postEvent('web_app_request_safe_area');
  postEvent('web_app_request_content_safe_area');
}
