import { describe, expect, it } from 'vitest';
import { deviceNameGuess } from './device-name-guess.ts';

describe('deviceNameGuess', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15', 'iPhone'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131 Mobile', 'Android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 'Mac'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Windows'],
    ['curl/8.0', ''],
  ])('names %s as "%s"', (userAgent, name) => expect(deviceNameGuess(userAgent)).toBe(name));
});
