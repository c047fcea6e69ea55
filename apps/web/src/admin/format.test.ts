import { describe, expect, it } from 'vitest';
import { formatDateTimeRange, formatDelay, formatSpan } from './format.ts';

/** Intl puts narrow no-break spaces between a number and its unit; compared as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatDelay', () => {
  it('says a delay in its two largest units, in the language', () => {
    expect([0, 40, 60, 65, 3_660, 12_000, 90_000, 172_800].map((seconds) => plain(formatDelay(seconds, 'en')))).toEqual([
      '0 sec', '40 sec', '1 min', '1 min 5 sec', '1 hr 1 min', '3 hr 20 min', '1 day 1 hr', '2 days',
    ]);
    expect(plain(formatDelay(65, 'fr'))).toBe('1 min 5 s');
    expect(formatDelay(65, 'zh')).toBe('1分钟5秒');
  });
});

describe('formatSpan', () => {
  it('uses the largest whole unit', () => {
    expect([120, 90, 2_400, 7_200].map((seconds) => plain(formatSpan(seconds, 'fr')))).toEqual(['2 min', '90 s', '40 min', '2 h']);
    expect(plain(formatSpan(60 * 86_400, 'ru', 'long'))).toBe('60 дней');
  });
});

describe('formatDateTimeRange', () => {
  it('says the shared day once', () => {
    expect(plain(formatDateTimeRange('2026-03-01T10:00:00Z', '2026-03-01T10:40:00Z', 'en'))).toMatch(/^Mar 1, 2026, \d+:00 – \d+:40 [AP]M$/);
  });
});
