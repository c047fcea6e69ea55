import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Catalog } from '#web/lib/translator.ts';
import { onlineManager } from '@tanstack/react-query';
import { hasSession, meQueryKey } from '#web/lib/auth/get-me.ts';
import { capturePageInstallOffer } from '#web/lib/install/capture-install-offer.ts';
import { focusPageHeading } from '#web/lib/focus/page-heading.ts';
import { initI18n } from '#web/lib/i18n.ts';
import { holdTheFirstScreen } from '#web/lib/render/deferred-render.tsx';
import { detectLanguage, readAccountLanguage, readStoredLanguage } from '#web/lib/language-storage.ts';
import { forgetOfflineCopy } from '#web/lib/offline/forget-offline-copy.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { isInTelegram } from '#web/lib/telegram/launch-params.ts';
import '#web/styles/tokens.css';
import '#web/styles/base.css';
import { prefetchFirstScreen, readFirstScreen, seedFirstScreen } from './first-screen.ts';
import { Providers } from './providers.tsx';
import { AppRouter, preloadRoute } from './router.tsx';

/** How long the first render waits for the page's modules before the loading screen shows. */
const PAGE_MODULES_WAIT_MS = 3_000;

/**
 * Resolves once `container` shows a page rather than the loading screen (or after `maxWaitMs`):
 * until then the pre-rendered page it replaces stays on screen.
 */
function pageShown(container: HTMLElement, maxWaitMs = 5_000): Promise<void> {
  const shown = () => container.childElementCount > 0 && !container.querySelector('[data-page-fallback]');
  return new Promise((resolve) => {
    // A page whose modules were in already rendered at once: nothing more will change.
    if (shown()) {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { childList: true, subtree: true });
    window.setTimeout(() => {
      observer.disconnect();
      resolve();
    }, maxWaitMs);
  });
}

/**
 * Focus on the pre-rendered page would fall to the document when the app takes its place: it moves
 * to the same control of the app's page (the language button after a language change), else to the
 * page's heading.
 */
function carryFocus(from: HTMLElement, to: HTMLElement, focused: Element | null): void {
  if (!focused || !from.contains(focused)) return;
  const languageButton = focused.closest('[data-language-selector]') ? to.querySelector<HTMLElement>('[data-language-selector] button[aria-haspopup]') : null;
  if (languageButton) languageButton.focus();
  else focusPageHeading({ preventScroll: true });
}

/**
 * A page the service worker answered (no first screen from the server): offline at start, or as
 * soon as a request finds no network, the answers this device kept of the signed-in player's pages
 * show (when the session check has none yet); without the session cookie (signed out, session
 * ended) they are forgotten (docs/decisions/042).
 */
async function applyOfflineCopy(): Promise<void> {
  if (!hasSession()) {
    forgetOfflineCopy();
    return;
  }
  const restore = () => import('#web/lib/offline/offline-copy.ts').then(({ restoreOfflineCopy }) => restoreOfflineCopy(queryClient), () => false);
  if (!onlineManager.isOnline()) {
    await restore();
    return;
  }
  const stop = onlineManager.subscribe((online) => {
    if (online) return;
    stop();
    if (queryClient.getQueryData(meQueryKey) === undefined) void restore();
  });
}

/**
 * Starts the web app in #root. Over a pre-rendered page (the landing, docs/decisions/015), the app
 * renders off-screen and takes the page's place once it shows the same page, so the visitor never
 * sees a loading screen in between.
 */
export async function bootApp(): Promise<void> {
  const current = document.getElementById('root');
  if (!current) return;
  // Before anything else: the browser announces its install offer once, maybe before any page is up.
  capturePageInstallOffer();
  // Opened by Telegram: its bridge, colours and insets, loaded now (a browser never fetches them, decision 045).
  if (isInTelegram()) void import('#web/lib/telegram/at-home.ts').then(({ startAtHome }) => startAtHome(queryClient));
  // A signed-in page carries its first screen's data and texts (decision 027): nothing to wait for.
  // Otherwise the session check, the translations and the first page's chunks load in parallel.
  const first = readFirstScreen();
  // The account's language when this device chose none, as useAccountLanguage would switch to:
  // the server's page says it, else (the service worker's page) the one the last visit kept.
  const language = readStoredLanguage() ?? first?.language ?? (hasSession() ? readAccountLanguage() : null) ?? detectLanguage();
  const pageModules = preloadRoute(window.location.pathname);
  if (first) seedFirstScreen(queryClient, first);
  else {
    await applyOfflineCopy();
    prefetchFirstScreen(queryClient, window.location.pathname);
  }
  await initI18n(language, first?.texts as Catalog | undefined).catch(() => undefined);
  // The first render shows the whole page, not a loading screen then the layout then the page, each
  // a long task after the first paint (decision 029); on a very slow network, the loading screen
  // shows after a while.
  await Promise.race([pageModules, new Promise((resolve) => window.setTimeout(resolve, PAGE_MODULES_WAIT_MS))]);

  const prerendered = current.childElementCount > 0;
  // The end of a page follows a frame after its top, in short tasks instead of one long one (decision 036).
  holdTheFirstScreen();
  const container = prerendered ? document.createElement('div') : current;
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
  if (!prerendered) return;
  await pageShown(container);
  container.id = 'root';
  const focused = document.activeElement;
  current.replaceWith(container);
  carryFocus(current, container, focused);
}
