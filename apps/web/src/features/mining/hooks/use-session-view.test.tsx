import { MINING, TIMERS, type MiningSessionDto } from '@fre/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionView } from './use-session-view.ts';

const start = Date.parse('2030-01-01T00:00:00Z');
const session: MiningSessionDto = {
  id: 's1',
  startTime: new Date(start).toISOString(),
  endTime: new Date(start + MINING.sessionDurationMs).toISOString(),
  rate: MINING.baseRateNano.toString(),
  earnings: '0',
  accrued: '0',
  accruedUntil: new Date(start).toISOString(),
  active: true,
  claimed: false,
  timeReduction: 0,
};

describe('the live session view', () => {
  afterEach(() => vi.useRealTimers());

  it('moves the countdown every second and the earnings every 2 s', () => {
    // Half-way through a 2 s step of the earnings, ten minutes into the session.
    vi.useFakeTimers({ now: start + 10 * 60_000 + 500 });
    const { result } = renderHook(() => useSessionView(session, 0));
    const seen = [result.current];
    for (let tick = 0; tick < 4; tick++) {
      act(() => vi.advanceTimersByTime(TIMERS.countdownTickMs));
      seen.push(result.current);
    }
    expect(seen.map((view) => (MINING.sessionDurationMs - view.remainingMs) / 1000)).toEqual([600.5, 601.5, 602.5, 603.5, 604.5]);
    const earnings = seen.map((view) => view.earningsNano);
    expect(earnings[1]).toBe(earnings[0]);
    expect(earnings[2]).toBeGreaterThan(earnings[1]!);
    expect(earnings[3]).toBe(earnings[2]);
    expect(earnings[4]).toBeGreaterThan(earnings[3]!);
  });
});
