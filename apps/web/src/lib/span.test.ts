import { DAY_MS, HOUR_MS, MINUTE_MS } from '@fre/domain';
import { describe, expect, it } from 'vitest';
import { formatSpan } from './span.ts';

const unit = (value: number, name: string, language: string, unitDisplay: 'long' | 'short' = 'long') =>
  new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay }).format(value);

describe('formatSpan', () => {
  it('writes a span in its largest whole unit, a day as 24 hours', () => {
    expect(formatSpan(DAY_MS, 'fr')).toBe(unit(24, 'hour', 'fr'));
    expect(formatSpan(30 * DAY_MS, 'fr', 'short')).toBe(unit(30, 'day', 'fr', 'short'));
    expect(formatSpan(HOUR_MS, 'ru')).toBe(unit(1, 'hour', 'ru'));
    expect(formatSpan(MINUTE_MS, 'en')).toBe(unit(1, 'minute', 'en'));
    expect(formatSpan(90 * MINUTE_MS, 'es')).toBe(unit(90, 'minute', 'es'));
    expect(formatSpan(2 * DAY_MS, 'zh')).toBe(unit(2, 'day', 'zh'));
  });
});
