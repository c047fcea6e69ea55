import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useRefreshBonusCodes, type AdminBonusCode } from './get-bonus-codes.ts';

export interface BonusCodeChanges {
  rewardValue?: string;
  duration?: number;
  maxUses?: number;
  isActive?: boolean;
}

export const updateBonusCode = ({ id, changes }: { id: string; changes: BonusCodeChanges }) =>
  api.patch<AdminBonusCode>(`/api/admin/bonus-codes/${encodeURIComponent(id)}`, changes);

/** Changes a code's reward, duration, limit or state (audited on the server). */
export function useUpdateBonusCode() {
  return useMutation({ mutationFn: updateBonusCode, onSuccess: useRefreshBonusCodes() });
}
