import { TIMERS } from '@fre/domain';
import { focusPageHeading } from '#web/lib/focus/page-heading.ts';
import { detectLanguage, isLanguage, storeLanguage } from '#web/lib/language-storage.ts';
import { ALL_ACCEPTED, ALL_DECLINED, openPrivacySettings, readConsent, saveConsent } from '#web/lib/consent/consent-storage.ts';
import { PRIVACY_SETTINGS_ATTRIBUTE } from '#web/lib/consent/privacy-settings-attribute.ts';
import { reserveSpaceFor } from '#web/lib/consent/reserve-space.ts';
import { itemForKey, openingItemForKey } from '#web/lib/language/menu-keys.ts';

/**
 * The only script of the pre-rendered landing (docs/decisions/015): it makes the page's few
 * controls work without the app — the language menu, the install button, the cookie notice — and
 * starts the whole app only when the visitor needs more (another language, the privacy settings).
 * Links are plain links: they open the app's pages.
 */

let starting: Promise<void> | undefined;
function startApp(): Promise<void> {
  starting ??= import('#web/app/boot.tsx').then((module) => module.bootApp());
  return starting;
}

/** The language menu, with the keys of the app's own (ARIA menu button, see menu-keys.ts). */
function wireLanguageMenu(): void {
  const root = document.querySelector<HTMLElement>('[data-language-selector]');
  const trigger = root?.querySelector<HTMLButtonElement>('button[aria-controls]');
  const menu = root?.querySelector<HTMLElement>('[data-language-menu]');
  if (!root || !trigger || !menu) return;
  const items = [...menu.querySelectorAll<HTMLElement>('[data-language]')];
  const setOpen = (open: boolean, focusItem?: number) => {
    menu.hidden = !open;
    trigger.setAttribute('aria-expanded', String(open));
    if (focusItem !== undefined) items[focusItem]?.focus();
  };
  /** Closes; focus inside the menu goes back to its button. */
  const close = () => {
    const hadFocus = root.contains(document.activeElement);
    setOpen(false);
    if (hadFocus) trigger.focus();
  };
  trigger.addEventListener('click', () => (menu.hidden ? setOpen(true, 0) : setOpen(false)));
  trigger.addEventListener('keydown', (event) => {
    const index = openingItemForKey(event.key, items.length);
    if (index === null) return;
    event.preventDefault();
    setOpen(true, index);
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') setOpen(false);
    const next = itemForKey(event.key, items.indexOf(document.activeElement as HTMLElement), items.length);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (!root.contains(event.target as Node)) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) close();
  });
  menu.addEventListener('click', (event) => {
    const language = (event.target as Element).closest('[data-language]')?.getAttribute('data-language');
    if (!isLanguage(language)) return;
    close();
    storeLanguage(language);
    // The app renders the landing in the new language and takes this page's place.
    if (language !== document.documentElement.lang) void startApp();
  });
}

interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

function wireInstallButton(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-install-button]');
  const steps = document.querySelector<HTMLElement>('[data-install-steps]');
  if (!button || !steps) return;
  let offer: InstallPromptEvent | null = null;
  const show = (installable: boolean) => {
    button.hidden = !installable;
    steps.hidden = installable;
  };
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    show(true);
  });
  button.addEventListener('click', () => {
    void offer?.prompt().finally(() => {
      offer = null;
      show(false);
    });
  });
}

/**
 * The cookie notice, answered without the app. Escape inside it is "Decline" (necessary cookies
 * only), saved, as in the app's CookiePopup: never consent by default, never a notice that comes
 * back. Answered with focus inside, focus goes to the page's heading.
 */
function wireCookieNotice(): void {
  const notice = document.querySelector<HTMLElement>('[data-static-consent]');
  if (!notice) return;
  if (readConsent()) {
    notice.remove();
    return;
  }
  let unreserve = () => {};
  window.setTimeout(() => {
    if (!notice.isConnected) return;
    notice.hidden = false;
    // The page makes room for what the notice covers, as the app's CookiePopup does.
    const popup = notice.querySelector<HTMLElement>('[role="dialog"]');
    if (popup) unreserve = reserveSpaceFor(popup);
  }, TIMERS.cookiePopupMs);
  const answer = (choice: string) => {
    const hadFocus = notice.contains(document.activeElement);
    unreserve();
    notice.remove();
    if (choice === 'accept') saveConsent(ALL_ACCEPTED);
    else if (choice === 'decline') saveConsent(ALL_DECLINED);
    else {
      openPrivacySettings();
      void startApp();
    }
    // Customise: the app's privacy dialog takes the focus.
    if (hadFocus && choice !== 'customise') focusPageHeading({ preventScroll: true });
  };
  notice.addEventListener('click', (event) => {
    const choice = (event.target as Element).closest('[data-consent]')?.getAttribute('data-consent');
    if (choice) answer(choice);
  });
  notice.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') answer('decline');
  });
}

/** The footer's privacy settings: the app's dialog, so the app starts (it opens the dialog once mounted). */
function wirePrivacySettings(): void {
  for (const button of document.querySelectorAll(`[${PRIVACY_SETTINGS_ATTRIBUTE}]`)) {
    button.addEventListener('click', () => {
      openPrivacySettings();
      void startApp();
    });
  }
}

wireLanguageMenu();
wireInstallButton();
wireCookieNotice();
wirePrivacySettings();
// Another language chosen on this device than the one the server picked (no cookie yet).
if (detectLanguage() !== document.documentElement.lang) void startApp();
