import { HOUR_MS, MINING } from './constants.ts';

/** What both sides need to know of a session to compute its earnings at any instant. */
export interface SessionClock {
  startTime: Date;
  /** start + 24 h − timeReduction */
  endTime: Date;
  /** Current rate in nano-FRE per hour. */
  rateNano: bigint;
  /** Earnings settled up to accruedUntil (rate changes settle the past at the old rate). */
  accruedNano: bigint;
  accruedUntil: Date;
}

/** nano-FRE earned at `rateNano` per hour over `ms` milliseconds, rounded down. */
export function earnedOver(rateNano: bigint, ms: number): bigint {
  if (ms <= 0) return 0n;
  return (rateNano * BigInt(Math.floor(ms))) / BigInt(HOUR_MS);
}

/** Earnings at `now`, capped at the session end. */
export function earningsAt(session: SessionClock, now: Date): bigint {
  const until = Math.min(now.getTime(), session.endTime.getTime());
  return session.accruedNano + earnedOver(session.rateNano, until - session.accruedUntil.getTime());
}

export function sessionEndTime(startTime: Date, timeReductionMs: number): Date {
  return new Date(startTime.getTime() + MINING.sessionDurationMs - timeReductionMs);
}

export function remainingMs(endTime: Date, now: Date): number {
  return Math.max(0, endTime.getTime() - now.getTime());
}

/** HH:MM:SS; 24:00:00 for a full session, 00:00:00 once ended. */
export function formatRemaining(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}
