import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { ApiBody } from '#web/lib/api/api-types.ts';
import { useRefreshBonusCodes } from './get-bonus-codes.ts';

/**
 * rewardValue in the unit stored: nano-FRE for fre, nano-FRE per hour for boost, milliseconds for
 * time_reduction (docs/decisions/077); duration: the hours a boost lasts.
 */
export type NewBonusCode = ApiBody<'/api/admin/bonus-codes', 'post'>;

export const createBonusCode = (code: NewBonusCode) => api.post('/api/admin/bonus-codes', { body: code });

/** Creates a code (audited on the server). */
export function useCreateBonusCode() {
  return useMutation({ mutationFn: createBonusCode, onSuccess: useRefreshBonusCodes() });
}
