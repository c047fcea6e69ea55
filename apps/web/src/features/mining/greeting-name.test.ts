import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name.ts';

const linked = { nickname: 'camille_tg', telegram: { firstName: 'Camille', username: 'camille', since: null, paused: false } };

describe('greetingName', () => {
  it('greets by the Telegram first name inside Telegram', () => {
    expect(greetingName(linked, true)).toBe('Camille');
  });

  it('keeps the chosen nickname in a browser, and when Telegram gave no first name', () => {
    expect(greetingName(linked, false)).toBe('camille_tg');
    expect(greetingName({ ...linked, telegram: { ...linked.telegram, firstName: '  ' } }, true)).toBe('camille_tg');
    expect(greetingName({ nickname: 'camille', telegram: null }, true)).toBe('camille');
  });
});
