import { ACCOUNT, cutToLength as cutTo } from '@fre/domain';

/** What a nickname may not hold (nicknameSchema in @fre/domain allows letters, digits, _ . -). */
const NOT_ALLOWED = /[^\p{L}\p{N}_.-]+/gu;

/**
 * A valid nickname from what Telegram says of the player: the username, else the first name
 * (spaces become "_", other signs go), lengthened to the minimum, cut to the maximum; "player"
 * when nothing usable is left.
 */
export function baseNickname(username: string | null, firstName: string | null): string {
  for (const source of [username, firstName]) {
    const cleaned = cutTo((source ?? '').normalize('NFC').trim().replace(/\s+/g, '_').replace(NOT_ALLOWED, ''), ACCOUNT.nicknameMaxLength);
    if (cleaned.length === 0) continue;
    return cleaned.length >= ACCOUNT.nicknameMinLength ? cleaned : `${cleaned}_tg`;
  }
  return 'player';
}

/** Another choice when the base is taken: digits in place of its end, within the maximum length. */
export function nicknameWithSuffix(base: string, digits: string): string {
  return cutTo(base, ACCOUNT.nicknameMaxLength - digits.length) + digits;
}
