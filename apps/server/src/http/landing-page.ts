import type { IncomingMessage } from 'node:http';
import { ACCOUNT, LANGUAGES, type Language } from '@fre/domain';
import { pickLanguage } from '@fre/i18n';
import { SESSION_COOKIE } from './authenticate.ts';

/** Where the web build writes the pre-rendered landing, one file per language (decision 015). */
export function landingFile(language: Language): string {
  return `/landing/${language}.html`;
}

/** One cookie's value from a Cookie header (names here are plain, values unquoted). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The pre-rendered landing to answer `GET /` with, or undefined when the app itself must answer:
 * a visitor with a session goes to the app (which opens their dashboard). The language is the
 * one chosen on the site (its cookie), else the browser's (Accept-Language), else French.
 */
export function landingFor(request: IncomingMessage): string | undefined {
  const url = request.url ?? '/';
  if (url !== '/' && !url.startsWith('/?')) return undefined;
  const cookies = request.headers.cookie;
  if (cookieValue(cookies, SESSION_COOKIE)) return undefined;
  const chosen = cookieValue(cookies, ACCOUNT.languageCookie);
  const language = (LANGUAGES as readonly string[]).includes(chosen ?? '') ? (chosen as Language) : pickLanguage(request.headers['accept-language']);
  return landingFile(language);
}
