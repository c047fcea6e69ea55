import type { adminStarReviewResponse } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from './get-audit.ts';
import { getAdminShopQueryOptions } from './get-admin-shop.ts';

export type StarReview = z.infer<typeof adminStarReviewResponse>;

export const reviewStarPayment = (chargeId: string) =>
  api.post('/api/admin/shop/star-payments/{chargeId}/review', { path: { chargeId } });

/** Keeps a Stars payment that credited nothing without refunding it: it leaves the review list (audited on the server). */
export function useReviewStarPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewStarPayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getAdminShopQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      ]),
  });
}
