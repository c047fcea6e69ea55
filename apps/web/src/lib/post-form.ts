import type { ApiPath, ApiResponse } from './api/api-types.ts';
import { ApiError } from './api-error.ts';
import { i18n } from './i18n.ts';

/**
 * Sends a multipart form (files and fields) with the session cookie and the current language.
 * Resolves with the parsed JSON body, typed by the document's path (decision 080), rejects with an ApiError like `request`.
 */
export async function postForm<P extends ApiPath<'post'>>(url: P, form: FormData): Promise<ApiResponse<P, 'post'>> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json', 'Accept-Language': i18n.language || 'fr' }, body: form });
  } catch {
    throw new ApiError('network_error', '', 0);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string; details?: unknown; requestId?: string } } | undefined)?.error;
    throw new ApiError(error?.code ?? (response.status >= 500 ? 'internal_error' : 'unexpected'), error?.message ?? '', response.status, error?.details, error?.requestId);
  }
  return body as ApiResponse<P, 'post'>;
}
