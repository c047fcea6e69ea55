import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { markGateLocked } from './get-gate.ts';

/** Locks this login session: the access code is needed again to come back. */
export const lockAdmin = () => api.post('/api/admin/lock');

/** "Lock now" and the idle lock: the gate shows even if the call fails (the server locks on idle anyway). */
export function useLockAdmin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: lockAdmin, onSettled: () => markGateLocked(queryClient) });
}
