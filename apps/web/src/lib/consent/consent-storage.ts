import { CONSENT_CATEGORY_NAMES, type ConsentCategory } from '@fre/domain';

/** Privacy settings: necessary cookies are always on; the rest is the visitor's choice. */
export type PrivacySettings = { necessary: true } & Record<ConsentCategory, boolean>;

/** The rest: the categories some feature reads (CONSENT_CATEGORIES, decision 058). */
export type OptionalCategory = ConsentCategory;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = CONSENT_CATEGORY_NAMES;

/** The localStorage key holding the choice (listed in the cookie policy). */
export const CONSENT_STORAGE_KEY = 'fre.consent';
const CHANGE_EVENT = 'fre:consent-change';
const OPEN_EVENT = 'fre:privacy-settings';

const everyCategory = (value: boolean): PrivacySettings =>
  ({ necessary: true, ...Object.fromEntries(OPTIONAL_CATEGORIES.map((category) => [category, value])) }) as PrivacySettings;
export const ALL_ACCEPTED: PrivacySettings = everyCategory(true);
export const ALL_DECLINED: PrivacySettings = everyCategory(false);

let cachedRaw: string | null | undefined;
let cached: PrivacySettings | null = null;

/** The stored choice, or null when the visitor has not chosen yet (or storage is unreadable). */
export function readConsent(): PrivacySettings | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  cached = null;
  try {
    const value = raw ? (JSON.parse(raw) as Record<string, unknown> | null) : null;
    // Choices stored before a category was withdrawn (functional, analytics) still parse: the
    // categories offered today are read, anything else is left aside.
    if (value && typeof value === 'object') {
      cached = { necessary: true, ...Object.fromEntries(OPTIONAL_CATEGORIES.map((category) => [category, value[category] === true])) } as PrivacySettings;
    }
  } catch {
    cached = null;
  }
  return cached;
}

/** Stores the choice with its date and tells every listener. */
export function saveConsent(settings: PrivacySettings): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...settings, necessary: true, savedAt: new Date().toISOString() }));
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => event.key === CONSENT_STORAGE_KEY && listener();
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

let openRequested = false;
let openListeners = 0;

/**
 * Opens the privacy dialog (the footer's privacy-settings button). Asked before the consent host
 * is mounted (the pre-rendered landing starting the app), the request waits for it.
 */
export function openPrivacySettings(): void {
  if (openListeners === 0) openRequested = true;
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function onOpenPrivacySettings(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  openListeners += 1;
  if (openRequested) {
    openRequested = false;
    listener();
  }
  return () => {
    window.removeEventListener(OPEN_EVENT, listener);
    openListeners -= 1;
  };
}
