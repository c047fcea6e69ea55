import { KYC_FILES } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-error.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { sessionToken } from '#web/lib/auth/session-token.ts';
import { i18n } from '#web/lib/i18n.ts';
import { needsBack, type KycValues } from '../kyc-form.ts';
import { kycQueryKey, type KycStatus } from './get-kyc.ts';

/** The multipart body: the text fields, then the photos (no back photo for a passport). */
export function kycFormData(values: KycValues): FormData {
  const form = new FormData();
  const { documentFront: _front, documentBack: _back, selfie: _selfie, ...fields } = values;
  for (const [name, value] of Object.entries(fields)) form.append(name, value.trim());
  for (const name of KYC_FILES) {
    const file = values[name];
    if (file && (name !== 'documentBack' || needsBack(values.documentType))) form.append(name, file, file.name);
  }
  return form;
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends the form through XMLHttpRequest, the only browser API that reports upload progress
 * (`onProgress` receives 0..1). Resolves with the new status, rejects with an ApiError.
 */
export function submitKyc(values: KycValues, onProgress: (fraction: number) => void): Promise<KycStatus> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/kyc');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.language || 'fr');
    // Inside Telegram Web the session may be the webview's bearer token, not a cookie (decision 045).
    const bearer = sessionToken();
    if (bearer) xhr.setRequestHeader('Authorization', `Bearer ${bearer}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as KycStatus);
      const error = (body as { error?: { code?: string; message?: string; details?: unknown } } | undefined)?.error;
      const code = error?.code ?? (xhr.status === 413 ? 'payload_too_large' : xhr.status >= 500 ? 'internal_error' : 'unexpected');
      reject(new ApiError(code, error?.message ?? '', xhr.status, error?.details));
    };
    xhr.onerror = () => reject(new ApiError('network_error', '', 0));
    xhr.send(kycFormData(values));
  });
}

/** Submits the identity check; the status and the user (kycStatus) are refreshed after. */
export function useSubmitKyc(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: KycValues) => submitKyc(values, onProgress),
    onSuccess: (status) => {
      queryClient.setQueryData(kycQueryKey, status);
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
