/**
 * The bearer session of a webview that may drop cookies (Telegram Web frames the app on another
 * site's page, decision 045). Kept for the tab only: a new launch signs in again with fresh
 * `initData`. In a browser there is none and the httpOnly cookie carries the session.
 */
const STORAGE_KEY = 'fre.session-token';
let token: string | null | undefined;

export function sessionToken(): string | null {
  if (token !== undefined) return token;
  try {
    token = sessionStorage.getItem(STORAGE_KEY);
  } catch {
    token = null;
  }
  return token;
}

export function keepSessionToken(value: string | null): void {
  token = value;
  try {
    if (value) sessionStorage.setItem(STORAGE_KEY, value);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Without storage the token lives in memory until the tab closes.
  }
}
