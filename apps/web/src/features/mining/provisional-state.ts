import { sessionEndTime } from '@fre/domain';
import type { MiningSnapshot } from './api/get-mining.ts';

/**
 * What the ring shows from a tap until the server's answer (decision 030): the phase the tap asks
 * for, at once, so the button answers within a frame on a slow phone. Never an amount the server
 * has not said: a started session counts from zero at the rate the page already shows, and a
 * claimed one is gone from the ring while the amount and the balance wait for the answer.
 */
export function withStartedSession(snapshot: MiningSnapshot, deviceNow: number): MiningSnapshot {
  const start = new Date(deviceNow + snapshot.clockOffsetMs);
  const startTime = start.toISOString();
  return {
    ...snapshot,
    session: {
      id: 'provisional',
      startTime,
      endTime: sessionEndTime(start, 0).toISOString(),
      rate: snapshot.rate.total,
      earnings: '0',
      accrued: '0',
      accruedUntil: startTime,
      active: true,
      claimed: false,
      timeReduction: 0,
    },
  };
}

/** After a claim the server shows no session: the next one can start. */
export const withClaimedSession = (snapshot: MiningSnapshot): MiningSnapshot => ({ ...snapshot, session: null });
