import { ApiError } from './api-error.ts';
import { sessionToken } from './auth/session-token.ts';
import { i18n } from './i18n.ts';
import { reportReachable, reportUnreachable } from './offline/reachability.ts';
import { withReauthentication } from './reauthentication.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  const error = (body as { error?: { code?: string; message?: string; details?: unknown } } | undefined)?.error;
  const code = error?.code ?? (response.status >= 500 ? 'internal_error' : 'unexpected');
  return new ApiError(code, error?.message ?? '', response.status, error?.details);
}

/**
 * Calls the JSON API with the session (its cookie, or the bearer token of a webview) and the current language.
 * Resolves with the parsed body (undefined for 202/204), rejects with an ApiError. An action that
 * needs a re-authenticated session (403 reauthentication_required) asks the person once, through
 * the app's dialog, and is sent again when they proved themselves: the caller never sees the detour.
 */
export function request<T>(method: Method, url: string, body?: unknown): Promise<T> {
  return withReauthentication(() => send<T>(method, url, body));
}

async function send<T>(method: Method, url: string, body?: unknown): Promise<T> {
  let response: Response;
  const bearer = sessionToken();
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': i18n.language || 'fr',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    reportUnreachable();
    throw new ApiError('network_error', '', 0);
  }
  reportReachable();
  const parsed = await parseBody(response);
  if (!response.ok) throw toApiError(response, parsed);
  return parsed as T;
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body ?? {}),
  patch: <T>(url: string, body: unknown) => request<T>('PATCH', url, body),
  put: <T>(url: string, body: unknown) => request<T>('PUT', url, body),
};
