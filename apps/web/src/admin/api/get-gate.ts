import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { GateStatus } from '../types.ts';
import { adminDataKey } from './admin-keys.ts';

/** Whether this admin has an access code yet and whether this login session is unlocked. */
export const getGate = () => api.get('/api/admin/gate');

export const gateQueryKey = ['admin-gate'] as const;

export const getGateQueryOptions = () => queryOptions({ queryKey: gateQueryKey, queryFn: getGate, staleTime: 0 });

/**
 * The access-code gate of this session (decision 070).
 * @returns the react-query result; `data.unlocked` decides between the gate and the back office.
 * @example const { data: gate } = useGate();
 */
export const useGate = () => useQuery(getGateQueryOptions());

/** Shows the gate again at once and forgets every admin answer held in memory. */
export function markGateLocked(queryClient: QueryClient, options: { secondFactorGone?: boolean } = {}) {
  // Locked because the second factor went (decision 039): the gate shows how to add one again.
  const secondFactor = options.secondFactorGone ? { secondFactor: false } : {};
  queryClient.setQueryData<GateStatus>(gateQueryKey, (gate) => (gate ? { ...gate, unlocked: false, ...secondFactor } : gate));
  // Deferred: this may run while the query cache is notifying about one of those queries.
  setTimeout(() => queryClient.removeQueries({ queryKey: adminDataKey }), 0);
}

/** The server accepted the code: open the back office without waiting for a refetch. */
export function markGateUnlocked(queryClient: QueryClient) {
  queryClient.setQueryData<GateStatus>(gateQueryKey, (gate) => (gate ? { ...gate, hasCode: true, unlocked: true } : gate));
}
