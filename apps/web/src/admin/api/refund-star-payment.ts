import type { starPaymentSchema } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from './get-audit.ts';
import { getAdminShopQueryOptions } from './get-admin-shop.ts';

export type StarRefund = Pick<z.infer<typeof starPaymentSchema>, 'chargeId' | 'reversal'>;

export const refundStarPayment = (chargeId: string) =>
  api.post('/api/admin/shop/star-payments/{chargeId}/refund', { path: { chargeId }, idempotent: true });

/** Gives a Stars payment back through Telegram and takes back what it gave (audited on the server). */
export function useRefundStarPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundStarPayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getAdminShopQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      ]),
  });
}
