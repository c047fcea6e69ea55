import { ACCOUNT, LANGUAGES, type Language } from '@fre/domain';

const KEY = 'fre.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

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
