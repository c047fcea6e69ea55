import { ACCOUNT, TIMERS } from '@fre/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '#web/lib/consent/consent-storage.ts';
import { renderLanding } from './render-landing.tsx';

const bootApp = vi.fn(async () => undefined);
vi.mock('#web/app/boot.tsx', () => ({ bootApp }));

/** The French pre-rendered page in the document, then its script, as a visitor's browser runs it. */
async function openLanding() {
  document.documentElement.lang = 'fr';
  document.body.innerHTML = `<div id="root">${(await renderLanding('fr')).html}</div>`;
  vi.resetModules();
  await import('./enhance-landing.ts');
}

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

beforeEach(() => {
  bootApp.mockClear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.cookie = `${ACCOUNT.languageCookie}=; path=/; max-age=0`;
});

describe('pre-rendered landing script', () => {
  it('opens and closes the language menu, and a new language starts the app', async () => {
    await openLanding();
    const trigger = $<HTMLButtonElement>('[data-language-selector] button[aria-controls]');
    trigger.click();
    expect($('[data-language-menu]').hidden).toBe(false);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect($('[data-language-menu]').hidden).toBe(true);

    trigger.click();
    $<HTMLButtonElement>('[data-language="fr"]').click();
    expect(bootApp).not.toHaveBeenCalled();
    trigger.click();
    $<HTMLButtonElement>('[data-language="ru"]').click();
    expect($('[data-language-menu]').hidden).toBe(true);
    expect(localStorage.getItem('fre.language')).toBe('ru');
    expect(document.cookie).toContain(`${ACCOUNT.languageCookie}=ru`);
    await vi.waitFor(() => expect(bootApp).toHaveBeenCalledTimes(1));
  });

  it('follows the menu-button keys: arrows open and move, Escape returns to the button, Tab closes', async () => {
    await openLanding();
    const trigger = $<HTMLButtonElement>('[data-language-selector] button[aria-controls]');
    const item = (language: string) => $<HTMLButtonElement>(`[data-language="${language}"]`);
    const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
    expect(trigger.getAttribute('aria-labelledby')).toBeTruthy();
    trigger.focus();
    key(trigger, 'ArrowDown');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(item('fr'));
    key(document.activeElement!, 'ArrowUp');
    expect(document.activeElement).toBe(item('zh'));
    key(document.activeElement!, 'Home');
    key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement).toBe(item('en'));
    key(document.activeElement!, 'Escape');
    expect($('[data-language-menu]').hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);

    trigger.click();
    expect(document.activeElement).toBe(item('fr'));
    key(document.activeElement!, 'End');
    expect(document.activeElement).toBe(item('zh'));
    key(document.activeElement!, 'Tab');
    expect($('[data-language-menu]').hidden).toBe(true);
  });

  it('takes Escape in the cookie notice as "Decline", saved, and gives focus to the heading', async () => {
    vi.useFakeTimers();
    await openLanding();
    vi.advanceTimersByTime(TIMERS.cookiePopupMs);
    const decline = $<HTMLButtonElement>('[data-consent="decline"]');
    decline.focus();
    decline.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.querySelector('[data-static-consent]')).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ necessary: true, advertising: false });
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('starts the app at once when this device chose another language than the page', async () => {
    localStorage.setItem('fre.language', 'es');
    await openLanding();
    await vi.waitFor(() => expect(bootApp).toHaveBeenCalledTimes(1));
  });

  it('shows the cookie notice after its delay and saves the answer without the app', async () => {
    vi.useFakeTimers();
    await openLanding();
    const notice = $('[data-static-consent]');
    expect(notice.hidden).toBe(true);
    vi.advanceTimersByTime(TIMERS.cookiePopupMs);
    expect(notice.hidden).toBe(false);
    $<HTMLButtonElement>('[data-consent="decline"]').click();
    expect(notice.isConnected).toBe(false);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ necessary: true, advertising: false });
    expect(bootApp).not.toHaveBeenCalled();
  });

  it('makes room at the end of the page while the notice is open, and gives it back once answered', async () => {
    vi.useFakeTimers();
    await openLanding();
    const space = () => document.documentElement.style.getPropertyValue('--consent-space');
    expect(space()).toBe('');
    vi.advanceTimersByTime(TIMERS.cookiePopupMs);
    // From the notice's top to the bottom of the screen (jsdom lays nothing out: all of it).
    expect(space()).toBe(`${window.innerHeight}px`);
    $<HTMLButtonElement>('[data-consent="accept"]').click();
    expect(space()).toBe('');
  });

  it('leaves the notice out once the visitor has answered', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, advertising: true }));
    await openLanding();
    expect(document.querySelector('[data-static-consent]')).toBeNull();
  });

  it('opens the privacy settings in the app when the visitor customises', async () => {
    await openLanding();
    $<HTMLButtonElement>('[data-consent="customise"]').click();
    await vi.waitFor(() => expect(bootApp).toHaveBeenCalledTimes(1));
    // The request waits for the app's consent host (the module instance the page's script used).
    const { onOpenPrivacySettings } = await import('#web/lib/consent/consent-storage.ts');
    const opened = vi.fn();
    const stop = onOpenPrivacySettings(opened);
    expect(opened).toHaveBeenCalledTimes(1);
    stop();
  });

  it('offers the install button when the browser can install the app', async () => {
    await openLanding();
    const prompt = vi.fn(async () => undefined);
    window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt }));
    expect($('[data-install-button]').hidden).toBe(false);
    expect($('[data-install-steps]').hidden).toBe(true);
    $<HTMLButtonElement>('[data-install-button]').click();
    expect(prompt).toHaveBeenCalled();
    await vi.waitFor(() => expect($('[data-install-button]').hidden).toBe(true));
  });
});
