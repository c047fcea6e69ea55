import { describe, expect, it } from 'vitest';
import { lastActive } from './last-active.ts';

const now = Date.parse('2026-03-12T14:05:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('lastActive', () => {
  it('says "now" under a minute, then minutes, hours and days in the language', () => {
    expect(lastActive(ago(20_000), 'fr', now)).toEqual({ relative: true, text: 'maintenant' });
    expect(lastActive(ago(5 * 60_000), 'fr', now).text).toBe('il y a 5 minutes');
    expect(lastActive(ago(3 * 3_600_000), 'en', now).text).toBe('3 hours ago');
    expect(lastActive(ago(86_400_000), 'fr', now).text).toBe('hier');
  });

  it('gives the date after a week', () => {
    const week = lastActive(ago(8 * 86_400_000), 'fr', now);
    expect(week.relative).toBe(false);
    expect(week.text).toContain('2026');
  });
});
