import type { MiningState } from '@fre/domain';
import { TIMERS } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** The mining state plus how far the server clock is ahead of this device's clock. */
export interface MiningSnapshot extends MiningState {
  clockOffsetMs: number;
}

/** A mining state asked for at `sentAt` and answered at `receivedAt` (this device's clock, ms). */
export function miningSnapshot(state: MiningState, sentAt: number, receivedAt: number): MiningSnapshot {
  // The server read its clock roughly half-way through the round trip.
  return { ...state, clockOffsetMs: Date.parse(state.serverTime) - (sentAt + receivedAt) / 2 };
}

export async function getMining(): Promise<MiningSnapshot> {
  const sentAt = Date.now();
  const state = await api.get('/api/mining');
  return miningSnapshot(state, sentAt, Date.now());
}

export const miningQueryKey = ['mining'] as const;

/**
 * Re-synced from the server every 60 s (TIMERS.sessionCheckMs), after every action, and when a page showing it
 * opens, unless the state is a few seconds old (the one the page arrived with: decision 027).
 */
export const getMiningQueryOptions = () =>
  queryOptions({
    queryKey: miningQueryKey,
    queryFn: getMining,
    staleTime: 5_000,
    refetchInterval: TIMERS.sessionCheckMs,
  });

/** The mining state, or with `select` the part of it the page needs (it then re-renders only when that part changes). */
export const useMining = <T = MiningSnapshot,>(select?: (snapshot: MiningSnapshot) => T) => useQuery({ ...getMiningQueryOptions(), select });

/**
 * The part of the mining state a component shows, for the parts of a page whose own useMining()
 * keeps the state fresh: a re-sync that changes nothing of that part (the usual case every 60 s)
 * does not render the component again, and mounting it does not fetch once more.
 */
export const useMiningPart = <T,>(select: (snapshot: MiningSnapshot) => T) =>
  useQuery({ ...getMiningQueryOptions(), select, refetchOnMount: false });

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
