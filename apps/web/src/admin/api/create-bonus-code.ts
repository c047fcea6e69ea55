import type { BonusType } from '@fre/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useRefreshBonusCodes } from './get-bonus-codes.ts';

export interface NewBonusCode {
  code: string;
  type: BonusType;
  /** FRE for fre, FRE/h for boost, hours for time_reduction (decimal string) */
  rewardValue: string;
  /** hours a boost lasts */
  duration?: number;
  maxUses: number;
  isActive: boolean;
}

export const createBonusCode = (code: NewBonusCode) => api.post('/api/admin/bonus-codes', { body: code });

/** Creates a code (audited on the server). */
export function useCreateBonusCode() {
  return useMutation({ mutationFn: createBonusCode, onSuccess: useRefreshBonusCodes() });
}
