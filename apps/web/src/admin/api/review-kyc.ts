import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { ApiBody } from '#web/lib/api/api-types.ts';
import { auditQueryKey } from './get-audit.ts';
import { kycQueueQueryKey } from './get-kyc-queue.ts';

/** `reason` is mandatory to reject: the user reads it. */
export type KycReviewInput = { id: string } & ApiBody<'/api/admin/kyc/{id}/review', 'post'>;

export const reviewKyc = ({ id, ...body }: KycReviewInput) => api.post('/api/admin/kyc/{id}/review', { path: { id }, body });

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
