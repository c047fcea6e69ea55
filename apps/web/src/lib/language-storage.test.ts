import { afterEach, describe, expect, it } from 'vitest';
import { readAccountLanguage, readStoredLanguage, rememberAccountLanguage } from './language-storage.ts';

afterEach(() => localStorage.clear());

describe("the account's language kept for a start without the server's page", () => {
  it('is read back, and is not taken for a choice made on this device', () => {
    rememberAccountLanguage('ru');
    expect(readAccountLanguage()).toBe('ru');
    // A device's own choice wins over the account's: keeping the account's must not make one.
    expect(readStoredLanguage()).toBeNull();
  });

  it('is forgotten when asked, and a value that is no language is never read', () => {
    rememberAccountLanguage('zh');
    rememberAccountLanguage(null);
    expect(readAccountLanguage()).toBeNull();
    localStorage.setItem('fre.account-language', 'klingon');
    expect(readAccountLanguage()).toBeNull();
  });
});
