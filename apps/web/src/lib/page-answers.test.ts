import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeredInPage, keepPageAnswers } from './page-answers.ts';

describe('the answers the page carries', () => {
  afterEach(() => vi.useRealTimers());

  it("give a query its first data for its path only, while the page is new, and fresh as of the page's arrival", () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    keepPageAnswers({ '/api/shop': { configured: true, items: [] } });
    const shop = answeredInPage('/api/shop');
    expect(shop.initialData()).toEqual({ configured: true, items: [] });
    expect(shop.initialDataUpdatedAt()).toBe(Date.parse('2030-01-01T00:00:00Z'));
    expect(answeredInPage('/api/referrals').initialData()).toBeUndefined();

    // Read later (a page opened minutes after), the API is asked instead.
    vi.advanceTimersByTime(60_000);
    expect(shop.initialData()).toBeUndefined();
  });

  it('give nothing on a page that carries none', () => {
    keepPageAnswers(undefined);
    expect(answeredInPage('/api/shop').initialData()).toBeUndefined();
  });
});
