import { HOUR_MS, TRACKING } from '@fre/domain';

/**
 * When a waiting request should be answered: its time of arrival plus the usual review time (the
 * last TRACKING.historyDays' TRACKING.percentile, once TRACKING.minSamples reviews give one; the
 * promise before), or plus the promise once the usual time has passed (when it is the longer).
 * Null once both have passed: the request is late, and the page says so instead of a date already gone.
 */
export function expectedBy(receivedAt: Date, now: Date, history: { samples: number; ms: number | null }, promiseHours: number): Date | null {
  const promiseMs = promiseHours * HOUR_MS;
  const usualMs = history.samples >= TRACKING.minSamples && history.ms !== null ? Math.round(history.ms) : promiseMs;
  // A usual time longer than the promise is shown as it is: the promise is not a date to hide behind.
  const candidates = (promiseMs > usualMs ? [usualMs, promiseMs] : [usualMs]).map((wait) => receivedAt.getTime() + wait);
  const next = candidates.find((at) => at > now.getTime());
  return next === undefined ? null : new Date(next);
}
