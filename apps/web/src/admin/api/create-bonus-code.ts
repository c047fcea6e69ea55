import type { BonusType } from '@fre/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useRefreshBonusCodes, type AdminBonusCode } from './get-bonus-codes.ts';

export interface NewBonusCode {
  code: string;
  type: BonusType;
  /** nano-FRE for fre, nano-FRE per hour for boost, milliseconds for time_reduction (docs/decisions/077) */
  rewardValue: string;
  /** hours a boost lasts */
  duration?: number;
  maxUses: number;
  isActive: boolean;
}

export const createBonusCode = (code: NewBonusCode) => api.post<AdminBonusCode>('/api/admin/bonus-codes', code);

/** Creates a code (audited on the server). */
export function useCreateBonusCode() {
  return useMutation({ mutationFn: createBonusCode, onSuccess: useRefreshBonusCodes() });
}
