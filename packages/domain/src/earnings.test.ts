import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINING } from './constants.ts';
import { earnedOver, earningsAt, formatRemaining, remainingMs, sessionEndTime } from './earnings.ts';

const start = new Date('2026-01-01T00:00:00Z');
const session = (rateNano: bigint) => ({
  startTime: start,
  endTime: sessionEndTime(start, 0),
  rateNano,
  accruedNano: 0n,
  accruedUntil: start,
});

describe('earnings', () => {
  it('grows with elapsed hours times the rate', () => {
    expect(earningsAt(session(MINING.baseRateNano), new Date(start.getTime() + 3 * HOUR_MS))).toBe(3n * MINING.baseRateNano);
  });

  it('is capped at the end of the session', () => {
    const later = new Date(start.getTime() + 100 * HOUR_MS);
    expect(earningsAt(session(MINING.baseRateNano), later)).toBe(24n * MINING.baseRateNano);
  });

  it('keeps what was settled at an older rate', () => {
    const settled = { ...session(2_000_000n), accruedNano: 5_000n, accruedUntil: new Date(start.getTime() + HOUR_MS) };
    expect(earningsAt(settled, new Date(start.getTime() + 2 * HOUR_MS))).toBe(5_000n + 2_000_000n);
  });

  it('rounds down and never goes negative', () => {
    expect(earnedOver(1n, HOUR_MS - 1)).toBe(0n);
    expect(earnedOver(MINING.baseRateNano, -5)).toBe(0n);
  });

  it('moves the end earlier by a time reduction', () => {
    expect(sessionEndTime(start, HOUR_MS).getTime() - start.getTime()).toBe(23 * HOUR_MS);
  });
});

describe('remaining time', () => {
  it('shows 24:00:00 for a full session and 00:00:00 once ended', () => {
    expect(formatRemaining(MINING.sessionDurationMs)).toBe('24:00:00');
    expect(formatRemaining(remainingMs(start, new Date(start.getTime() + 1)))).toBe('00:00:00');
    expect(formatRemaining(3_723_000)).toBe('01:02:03');
  });
});
