import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useRefreshBonusCodes } from './get-bonus-codes.ts';

export interface BonusCodeChanges {
  rewardValue?: string;
  duration?: number;
  maxUses?: number;
  isActive?: boolean;
}

export const updateBonusCode = ({ id, changes }: { id: string; changes: BonusCodeChanges }) =>
  api.patch('/api/admin/bonus-codes/{id}', { path: { id }, body: changes });

/** Changes a code's reward, duration, limit or state (audited on the server). */
export function useUpdateBonusCode() {
  return useMutation({ mutationFn: updateBonusCode, onSuccess: useRefreshBonusCodes() });
}
