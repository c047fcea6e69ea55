/** Chromium's `beforeinstallprompt` event: the browser's own "install this app" dialog, kept for later. */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the browser said about installing, heard from the page's start. */
export interface CapturedInstall {
  offer: InstallPromptEvent | null;
  installed: boolean;
  /** Told when either changes (the offer's subscribers, install-offer.ts). */
  onChange?: () => void;
}

/**
 * Listens for the browser's install offer: Chromium announces it once, often before the page that
 * offers to install (the landing, the profile) is open. Only this listener runs at the start; what
 * uses the offer loads with those pages.
 */
export function captureInstallOffer(page: Window): CapturedInstall {
  const captured: CapturedInstall = { offer: null, installed: false };
  page.addEventListener('beforeinstallprompt', (event) => {
    // Not the browser's own mini-infobar: the app offers it where it explains it.
    event.preventDefault();
    captured.offer = event as InstallPromptEvent;
    captured.onChange?.();
  });
  page.addEventListener('appinstalled', () => {
    captured.offer = null;
    captured.installed = true;
    captured.onChange?.();
  });
  return captured;
}

let pageCapture: CapturedInstall | undefined;

/** This page's capture, started by the first call (the app's start, boot.tsx). */
export function capturePageInstallOffer(): CapturedInstall | undefined {
  if (typeof window === 'undefined') return undefined;
  pageCapture ??= captureInstallOffer(window);
  return pageCapture;
}
