import type { MiningState } from '@fre/domain';
import { TIMERS } from '@fre/domain';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
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

/**
 * The mining state, or the part of it a component shows: with `select`, a re-sync that changes
 * nothing of that part (the usual case every 60 s) does not render the component again.
 */
export function useMining(): UseQueryResult<MiningSnapshot>;
export function useMining<T>(select: (snapshot: MiningSnapshot) => T): UseQueryResult<T>;
export function useMining<T>(select?: (snapshot: MiningSnapshot) => T) {
  return useQuery({ ...getMiningQueryOptions(), select });
}

/** What the live ring is computed from; the offset to the nearest second (it shows seconds). */
export const selectLiveSession = ({ session, clockOffsetMs }: MiningSnapshot) => ({
  session: session && {
    startTime: session.startTime,
    endTime: session.endTime,
    rate: session.rate,
    accrued: session.accrued,
    accruedUntil: session.accruedUntil,
    active: session.active,
    claimed: session.claimed,
  },
  clockOffsetMs: Math.round(clockOffsetMs / 1000) * 1000,
});

export const selectRate = (snapshot: MiningSnapshot) => snapshot.rate;
