import { DAY_MS, TRANSPARENCY } from '@fre/domain';
import { AppError } from '#server/lib/app-error.ts';

/**
 * When a change takes effect: now without a date; a date must be ahead of now (a past date would
 * rewrite what was in force) and within TRANSPARENCY.maxScheduleDays.
 */
export function effectiveDate(now: Date, effectiveAt: string | undefined): Date {
  if (effectiveAt === undefined) return now;
  const at = new Date(effectiveAt);
  if (!(at > now) || at.getTime() - now.getTime() > TRANSPARENCY.maxScheduleDays * DAY_MS) {
    throw new AppError('validation_failed', {}, { fields: { effectiveAt: { code: 'invalid_value' } } });
  }
  return at;
}
