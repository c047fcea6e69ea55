import { isInTelegram } from '#web/lib/telegram/launch-params.ts';
import { captureInstallOffer, capturePageInstallOffer, type CapturedInstall } from './capture-install-offer.ts';

/** How this device can put the app on its home screen: the browser's dialog, iOS's Share menu, or not at all. */
export type InstallWay = 'prompt' | 'ios' | 'none';

export interface InstallOffer {
  /** How the app can be installed now. */
  way: () => InstallWay;
  /** Opens the browser's install dialog; true when the person installed. The offer is used up. */
  install: () => Promise<boolean>;
  subscribe: (listener: () => void) => () => void;
}

/** Opened from the home screen (or as an installed desktop app): nothing left to install. */
function runsInstalled(page: Window): boolean {
  const standalone = page.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standalone || (page.navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * Safari on an iPhone or iPad, which never offers a dialog: the app goes on the home screen from
 * the Share menu. (iPadOS says it is a Mac: a Mac with a touch screen is an iPad.) Other iOS
 * browsers put Share elsewhere, so the steps would not match.
 */
function isIosSafari(page: Window): boolean {
  const agent = page.navigator.userAgent;
  const ios = /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && page.navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(agent);
}

/** The install offer of one page load, from what `captured` heard since the page's start. */
export function createInstallOffer(page: Window, captured: CapturedInstall = captureInstallOffer(page)): InstallOffer {
  const listeners = new Set<() => void>();
  captured.onChange = () => listeners.forEach((listener) => listener());
  return {
    way() {
      // Inside Telegram the app opens from the bot: no home-screen app to offer (decision 045).
      if (captured.installed || runsInstalled(page) || isInTelegram()) return 'none';
      if (captured.offer) return 'prompt';
      return isIosSafari(page) ? 'ios' : 'none';
    },
    async install() {
      const current = captured.offer;
      if (!current) return false;
      captured.offer = null;
      await current.prompt();
      const { outcome } = await current.userChoice;
      if (outcome === 'accepted') captured.installed = true;
      captured.onChange?.();
      return outcome === 'accepted';
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let pageOffer: InstallOffer | undefined;

/** This page's install offer, from what was heard since the app's start (boot.tsx captures it). */
export function installOffer(): InstallOffer | undefined {
  const captured = capturePageInstallOffer();
  if (!captured) return undefined;
  pageOffer ??= createInstallOffer(window, captured);
  return pageOffer;
}
