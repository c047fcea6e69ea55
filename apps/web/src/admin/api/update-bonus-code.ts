import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { ApiBody } from '#web/lib/api/api-types.ts';
import { useRefreshBonusCodes } from './get-bonus-codes.ts';

export type BonusCodeChanges = ApiBody<'/api/admin/bonus-codes/{id}', 'patch'>;

export const updateBonusCode = ({ id, changes }: { id: string; changes: BonusCodeChanges }) =>
  api.patch('/api/admin/bonus-codes/{id}', { path: { id }, body: changes });

/** Changes a code's reward, duration, limit or state (audited on the server). */
export function useUpdateBonusCode() {
  return useMutation({ mutationFn: updateBonusCode, onSuccess: useRefreshBonusCodes() });
}
