import { describe, expect, it } from 'vitest';
import { fillDays, niceCeiling } from './fill-days.ts';

describe('fillDays', () => {
  it('adds the days without activity as zeros, through today', () => {
    const now = Date.parse('2025-03-10T15:00:00Z');
    const filled = fillDays([{ day: '2025-03-08', mined: '5', claims: 1, sessionsStarted: 2 }], 4, now);
    expect(filled.map((point) => point.day)).toEqual(['2025-03-07', '2025-03-08', '2025-03-09', '2025-03-10']);
    expect(filled[1]).toMatchObject({ mined: '5', claims: 1 });
    expect(filled[0]).toMatchObject({ mined: '0', claims: 0, sessionsStarted: 0 });
  });

  it('keeps an earlier partial day the server listed', () => {
    const now = Date.parse('2025-03-10T15:00:00Z');
    expect(fillDays([{ day: '2025-03-06', mined: '1', claims: 0, sessionsStarted: 0 }], 4, now)[0]?.day).toBe('2025-03-06');
  });
});

describe('niceCeiling', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(0.013)).toBe(0.02);
    expect(niceCeiling(1200)).toBe(2000);
  });
});
