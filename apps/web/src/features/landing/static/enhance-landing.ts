import { TIMERS } from '@fre/domain';
import { detectLanguage, isLanguage, storeLanguage } from '../../../lib/language-storage';
import { ALL_ACCEPTED, ALL_DECLINED, openPrivacySettings, readConsent, saveConsent } from '../../consent/consent-storage';

/**
 * The only script of the pre-rendered landing (docs/decisions/015): it makes the page's few
 * controls work without the app — the language menu, the install button, the cookie notice — and
 * starts the whole app only when the visitor needs more (another language, the privacy settings).
 * Links are plain links: they open the app's pages.
 */

let starting: Promise<void> | undefined;
function startApp(): Promise<void> {
  starting ??= import('../../../app/boot').then((module) => module.bootApp());
  return starting;
}

function wireLanguageMenu(): void {
  const root = document.querySelector<HTMLElement>('[data-language-selector]');
  const trigger = root?.querySelector<HTMLButtonElement>('button[aria-controls]');
  const menu = root?.querySelector<HTMLElement>('[data-language-menu]');
  if (!root || !trigger || !menu) return;
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    trigger.setAttribute('aria-expanded', String(open));
  };
  trigger.addEventListener('click', () => setOpen(Boolean(menu.hidden)));
  document.addEventListener('pointerdown', (event) => {
    if (!root.contains(event.target as Node)) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') setOpen(false);
  });
  menu.addEventListener('click', (event) => {
    const language = (event.target as Element).closest('[data-language]')?.getAttribute('data-language');
    if (!isLanguage(language)) return;
    setOpen(false);
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

function wireCookieNotice(): void {
  const notice = document.querySelector<HTMLElement>('[data-static-consent]');
  if (!notice) return;
  if (readConsent()) {
    notice.remove();
    return;
  }
  window.setTimeout(() => {
    if (notice.isConnected) notice.hidden = false;
  }, TIMERS.cookiePopupMs);
  notice.addEventListener('click', (event) => {
    const choice = (event.target as Element).closest('[data-consent]')?.getAttribute('data-consent');
    if (!choice) return;
    notice.remove();
    if (choice === 'accept') saveConsent(ALL_ACCEPTED);
    else if (choice === 'decline') saveConsent(ALL_DECLINED);
    else {
      openPrivacySettings();
      void startApp();
    }
  });
}

wireLanguageMenu();
wireInstallButton();
wireCookieNotice();
// Another language chosen on this device than the one the server picked (no cookie yet).
if (detectLanguage() !== document.documentElement.lang) void startApp();
