import { HOUR_MS, MINING, type MiningSessionDto } from '@fre/domain';
import { describe, expect, it } from 'vitest';
import { sessionView } from './session-view.ts';

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

describe('sessionView', () => {
  it('is idle with a full day left when there is no session', () => {
    expect(sessionView(null, start)).toEqual({ phase: 'idle', remainingMs: MINING.sessionDurationMs, progress: 0, earningsNano: 0n });
  });

  it('earns the rate per hour while running', () => {
    const view = sessionView(session, start + 2 * HOUR_MS);
    expect(view.phase).toBe('running');
    expect(view.earningsNano).toBe(2n * MINING.baseRateNano);
    expect(view.remainingMs).toBe(MINING.sessionDurationMs - 2 * HOUR_MS);
  });

  it('stops earning at the end and asks for a claim', () => {
    const view = sessionView(session, start + MINING.sessionDurationMs + HOUR_MS);
    expect(view.phase).toBe('ended');
    expect(view.remainingMs).toBe(0);
    expect(view.progress).toBe(1);
    expect(view.earningsNano).toBe(24n * MINING.baseRateNano);
  });
});
