import type { MiningState } from '@fre/domain';
import { TIMERS } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The mining state plus how far the server clock is ahead of this device's clock. */
export interface MiningSnapshot extends MiningState {
  clockOffsetMs: number;
}

export async function getMining(): Promise<MiningSnapshot> {
  const sentAt = Date.now();
  const state = await api.get<MiningState>('/api/mining');
  const receivedAt = Date.now();
  // The server read its clock roughly half-way through the round trip.
  const clockOffsetMs = Date.parse(state.serverTime) - (sentAt + receivedAt) / 2;
  return { ...state, clockOffsetMs };
}

export const miningQueryKey = ['mining'] as const;

/** Re-synced from the server every 60 s (spec §4) and after every action. */
export const getMiningQueryOptions = () =>
  queryOptions({
    queryKey: miningQueryKey,
    queryFn: getMining,
    staleTime: 0,
    refetchInterval: TIMERS.sessionCheckMs,
  });

export const useMining = () => useQuery(getMiningQueryOptions());
