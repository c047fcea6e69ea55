import { describe, expect, it } from 'vitest';
import { invitationCode, languageOfTelegram, telegramInvitation } from './telegram-launch.ts';

describe('a Telegram launch', () => {
  it('reads back the referral code of the invitation it writes, and nothing else', () => {
    expect(invitationCode(telegramInvitation('ABC123'))).toBe('ABC123');
    expect(invitationCode('ref_abc123')).toBe('ABC123');
    expect(invitationCode('ABC123')).toBeNull();
    expect(invitationCode('ref_')).toBeNull();
    expect(invitationCode('ref_ABC-123')).toBeNull();
    expect(invitationCode(null)).toBeNull();
  });

  it("takes Telegram's language when it is one of ours, else French", () => {
    expect(languageOfTelegram('ru')).toBe('ru');
    expect(languageOfTelegram('zh-hans')).toBe('zh');
    expect(languageOfTelegram('EN')).toBe('en');
    expect(languageOfTelegram('pt-br')).toBe('fr');
    expect(languageOfTelegram(undefined)).toBe('fr');
  });
});
