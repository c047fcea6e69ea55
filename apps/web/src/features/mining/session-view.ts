import type { MiningSessionDto } from '@fre/domain';
import { earningsAt, MINING, remainingMs } from '@fre/domain';

export type MiningPhase = 'idle' | 'running' | 'ended';

/** What the dashboard shows of a session at a given server instant. */
export interface SessionView {
  phase: MiningPhase;
  remainingMs: number;
  /** 0..1 of the session elapsed. */
  progress: number;
  earningsNano: bigint;
}

/** What the live view is computed from: a session without the server's snapshot of its earnings. */
export type LiveSession = Pick<MiningSessionDto, 'startTime' | 'endTime' | 'rate' | 'accrued' | 'accruedUntil' | 'active' | 'claimed'>;

/** True while a session is open (running or ended, not claimed yet). */
export const isOpenSession = (session: LiveSession | null): session is LiveSession => Boolean(session && session.active && !session.claimed);

/** The view at `now`; the earnings at `earningsNow` (earlier: they refresh less often than the countdown). */
export function sessionView(session: LiveSession | null, now: number, earningsNow = now): SessionView {
  if (!isOpenSession(session)) {
    return { phase: 'idle', remainingMs: MINING.sessionDurationMs, progress: 0, earningsNano: 0n };
  }
  const startTime = new Date(session.startTime);
  const endTime = new Date(session.endTime);
  const left = remainingMs(endTime, new Date(now));
  const duration = Math.max(1, endTime.getTime() - startTime.getTime());
  const earningsNano = earningsAt(
    {
      startTime,
      endTime,
      rateNano: BigInt(session.rate),
      accruedNano: BigInt(session.accrued),
      accruedUntil: new Date(session.accruedUntil),
    },
    new Date(Math.min(now, earningsNow)),
  );
  return {
    phase: left === 0 ? 'ended' : 'running',
    remainingMs: left,
    progress: left === 0 ? 1 : Math.min(1, Math.max(0, (now - startTime.getTime()) / duration)),
    earningsNano,
  };
}
