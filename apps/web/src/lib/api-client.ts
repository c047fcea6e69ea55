import { IDEMPOTENCY, IDEMPOTENCY_KEY_HEADER } from '@fre/domain';
import { ApiError, isApiError } from './api-error.ts';
import { sessionToken } from './auth/session-token.ts';
import { i18n } from './i18n.ts';
import { reportReachable, reportUnreachable } from './offline/reachability.ts';
import type { ApiArgs, ApiMethod, ApiPath, ApiResponse } from './api/api-types.ts';
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
  const error = (body as { error?: { code?: string; message?: string; details?: unknown; requestId?: string } } | undefined)?.error;
  const code = error?.code ?? (response.status >= 500 ? 'internal_error' : 'unexpected');
  return new ApiError(code, error?.message ?? '', response.status, error?.details, error?.requestId ?? response.headers.get('x-request-id') ?? undefined);
}

/**
 * Calls the JSON API with the session (its cookie, or the bearer token of a webview) and the current language.
 * Resolves with the parsed body (undefined for 202/204), rejects with an ApiError. An action that
 * needs a re-authenticated session (403 reauthentication_required) asks the person once, through
 * the app's dialog, and is sent again when they proved themselves: the caller never sees the detour.
 */
function request<T>(method: Method, url: string, body?: unknown): Promise<T> {
  return withReauthentication(() => send<T>(method, url, body));
}

async function send<T>(method: Method, url: string, body?: unknown, idempotencyKey?: string): Promise<T> {
  let response: Response;
  const bearer = sessionToken();
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': i18n.language || 'fr',
        // A form's type and boundary are the browser's to write.
        ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
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

/** A fresh Idempotency-Key: randomUUID needs a secure context, which a phone testing over a LAN's http is not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Worth sending again under the same key: the answer never came (the server may have applied it:
 * the key will tell), the first copy is still running, the database was away for a moment, or it
 * went away during the commit (commit_outcome_unknown: the key will tell too). Not
 * while the browser knows it is offline: the request never left.
 */
function worthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'network_error') return typeof navigator === 'undefined' || navigator.onLine !== false;
  return error.code === 'request_in_progress' || error.code === 'database_unavailable' || error.code === 'database_busy' || error.code === 'commit_outcome_unknown';
}

async function sendKeyed<T>(method: Method, url: string, body: unknown, key: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send<T>(method, url, body, key);
    } catch (error) {
      if (attempt >= IDEMPOTENCY.clientAttempts || !worthRetrying(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, IDEMPOTENCY.clientRetryDelayMs * attempt));
    }
  }
}

/**
 * A request that moves money or creates something (decision 053): one Idempotency-Key for this
 * user action, the same on each of its retries (a lost answer, a twin still running, the
 * re-authentication's second sending), so the server applies it once and answers each copy alike.
 */
function keyedRequest<T>(method: Method, url: string, body?: unknown): Promise<T> {
  const key = newIdempotencyKey();
  return withReauthentication(() => sendKeyed<T>(method, url, body, key));
}

/**
 * The URL of a path of the document: its `{name}` parts filled from `path`, encoded, and the
 * query's defined values appended (an array as the name repeated).
 */
function fillUrl(template: string, path?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = path?.[name];
    if (value === undefined || value === null) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined && one !== null) search.append(name, String(one));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

interface Init {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  idempotent?: boolean;
}

function call(method: Method, template: string, init: Init = {}, withBody: boolean): Promise<unknown> {
  const url = fillUrl(template, init.path, init.query);
  // A POST, PUT or PATCH always sends a JSON body, {} when the operation takes none.
  const body = withBody ? (init.body ?? {}) : init.body;
  return init.idempotent ? keyedRequest(method, url, body) : request(method, url, body);
}

/**
 * One method's typed caller. The untyped function is cast to the typed one through unknown: with
 * some 170 paths, relating the two made TypeScript give up (TS2590, a union too complex).
 */
function caller<M extends ApiMethod>(method: M, withBody: boolean) {
  const send = (path: string, init?: Init) => call(method.toUpperCase() as Method, path, init, withBody);
  return send as unknown as <P extends ApiPath<M>>(path: P, ...[init]: ApiArgs<P, M>) => Promise<ApiResponse<P, M>>;
}

/**
 * The API, typed by the document the server serves (decision 080): `api.get('/api/mining')`,
 * `api.post('/api/contest/levels/{n}/validate', { path: { n }, idempotent: true })`.
 */
export const api = {
  get: caller('get', false),
  post: caller('post', true),
  put: caller('put', true),
  patch: caller('patch', true),
  delete: caller('delete', false),
};

/** The URL of a GET of the document, for what the browser fetches itself (an image, a download). */
export const apiUrl = <P extends ApiPath<'get'>>(path: P, ...[init]: ApiArgs<P, 'get'>) =>
  fillUrl(path, (init as Init | undefined)?.path, (init as Init | undefined)?.query);

/**
 * Sends a multipart form (files and fields) to a path of the document, as every call goes: the
 * session (a webview's bearer token too: a form sent with the cookie alone was refused inside
 * Telegram Web, which drops it), the language, reachability and re-authentication.
 */
export function postForm<P extends ApiPath<'post'>>(path: P, form: FormData): Promise<ApiResponse<P, 'post'>> {
  return request('POST', path, form);
}
