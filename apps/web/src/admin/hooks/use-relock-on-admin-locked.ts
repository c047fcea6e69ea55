import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isAdminLocked, isSecondFactorGone } from '../api/admin-keys.ts';
import { markGateLocked } from '../api/get-gate.ts';

/**
 * Any admin call answered 403 admin_locked (idle for too long, locked from another tab, session
 * revoked…) or second_factor_setup_required (the admin removed their second factor) shows the gate again: one listener on the query and mutation caches
 * instead of a check in every page.
 */
export function useRelockOnAdminLocked() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onError = (error: unknown) => {
      if (isAdminLocked(error)) markGateLocked(queryClient, { secondFactorGone: isSecondFactorGone(error) });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
