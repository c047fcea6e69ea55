import { ACCOUNT, LANGUAGES, type Language } from '@fre/domain';

const KEY = 'fre.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language kept under `key` on this device, if any is (private mode keeps none). */
function readLanguage(key: string): Language | null {
  try {
    const value = localStorage.getItem(key);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export const readStoredLanguage = (): Language | null => readLanguage(KEY);

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Keeps the choice on the device, and in a cookie for the server's pre-rendered landing. */
export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ACCOUNT.languageCookie}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

const ACCOUNT_KEY = 'fre.account-language';

/**
 * The signed-in account's language, kept apart from a choice made on this device (which wins over
 * the account's): a page the service worker answers carries no language from the server, and
 * started in the browser's it loaded the texts twice, the account's a round trip later.
 */
export function rememberAccountLanguage(language: Language | null): void {
  try {
    if (language) localStorage.setItem(ACCOUNT_KEY, language);
    else localStorage.removeItem(ACCOUNT_KEY);
  } catch {
    // Private mode: the next visit starts in the browser's language, as before.
  }
}

export const readAccountLanguage = (): Language | null => readLanguage(ACCOUNT_KEY);

/** Stored choice, else the browser's first supported language, else French. */
export function detectLanguage(): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const code = tag?.slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return 'fr';
}
