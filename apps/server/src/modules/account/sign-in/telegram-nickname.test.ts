import { describe, expect, it } from 'vitest';
import { baseNickname, nicknameWithSuffix } from './telegram-nickname.ts';

describe('nicknames made from Telegram', () => {
  it('take the username, else the first name, within the nickname rules', () => {
    expect(baseNickname('vdkfrost', 'Vladislav')).toBe('vdkfrost');
    expect(baseNickname(null, 'Jean Pierre!')).toBe('Jean_Pierre');
    expect(baseNickname(null, 'Владислав')).toBe('Владислав');
    expect(baseNickname(null, 'Al')).toBe('Al_tg');
    expect(baseNickname(null, '🙂🙂')).toBe('player');
    expect(baseNickname('a_very_long_username_of_thirty_two', null)).toBe('a_very_long_username');
    expect(nicknameWithSuffix('a_very_long_username', '4821')).toBe('a_very_long_user4821');
    expect(nicknameWithSuffix('vdkfrost', '4821')).toBe('vdkfrost4821');
  });
});
