import type { DailyPoint } from '../../types.ts';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The series lists only the UTC days that had activity: this returns one point per day from
 * `days` days ago (or the first listed day, if earlier) through today, with zeros in the gaps.
 */
export function fillDays(series: DailyPoint[], days: number, now = Date.now()): DailyPoint[] {
  const today = Date.parse(`${isoDay(now)}T00:00:00Z`);
  const first = Math.min(today - (days - 1) * DAY_MS, ...series.map((point) => Date.parse(`${point.day}T00:00:00Z`)));
  const byDay = new Map(series.map((point) => [point.day, point]));
  const filled: DailyPoint[] = [];
  for (let time = first; time <= today; time += DAY_MS) {
    const day = isoDay(time);
    filled.push(byDay.get(day) ?? { day, mined: '0', claims: 0, sessionsStarted: 0 });
  }
  return filled;
}

/** The smallest 1, 2 or 5 × 10^n at or above `value` (a round top for the chart's scale). */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}
