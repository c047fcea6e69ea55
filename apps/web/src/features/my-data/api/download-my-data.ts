import { useMutation } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-error.ts';
import { i18n } from '#web/lib/i18n.ts';
import { withReauthentication } from '#web/lib/reauthentication.ts';

/** The time a refused export (429) can be asked for again, from the error's details. */
export function retryAtOf(error: unknown): Date | null {
  const retryAt = error instanceof ApiError ? (error.details as { retryAt?: unknown } | undefined)?.retryAt : undefined;
  return typeof retryAt === 'string' ? new Date(retryAt) : null;
}

/**
 * GET /api/me/export is a zip, not JSON: fetched as bytes and handed to the browser as a download
 * under the server's file name. Errors (429 within the hour) arrive as JSON like any other; a
 * session that must prove the person again (decision 039) asks through the app's dialog, then the
 * download goes on.
 */
export const downloadMyData = (): Promise<void> => withReauthentication(download);

async function download(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/me/export', { credentials: 'same-origin', headers: { 'Accept-Language': i18n.language || 'fr' } });
  } catch {
    throw new ApiError('network_error', '', 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: { code?: string; message?: string; details?: unknown } } | undefined;
    throw new ApiError(body?.error?.code ?? 'unexpected', body?.error?.message ?? '', response.status, body?.error?.details);
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'fre-mining-data.zip';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to start saving it.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
