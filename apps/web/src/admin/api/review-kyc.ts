import type { z } from 'zod';
import type { kycReviewRequest } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from './get-audit.ts';
import { kycQueueQueryKey } from './get-kyc-queue.ts';

/** `reason` is mandatory to reject: the user reads it. */
export type KycReviewInput = { id: string } & z.input<typeof kycReviewRequest>;

export const reviewKyc = ({ id, ...body }: KycReviewInput) => api.post<void>(`/api/admin/kyc/${encodeURIComponent(id)}/review`, body);

/** Approves or rejects one submission; the queues and the audit log are refreshed. */
export function useReviewKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewKyc,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: kycQueueQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      ]),
  });
}
