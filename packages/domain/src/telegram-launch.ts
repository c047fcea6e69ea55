import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './constants.ts';

/**
 * What a Telegram launch carries, read the same way by the web app, the sign-in and the bot
 * (decision 045): an invitation is the Mini App's start parameter `ref_<CODE>`, and Telegram's
 * IETF language tag ("en", "zh-hans", "pt-br") is one of ours by its primary part, else French.
 */
const INVITATION_PREFIX = 'ref_';
const INVITATION = /^ref_([A-Za-z0-9]{1,32})$/;

/** The start parameter that invites with this referral code (`?startapp=` of the Mini App link, `/start` of the bot). */
export const telegramInvitation = (referralCode: string): string => `${INVITATION_PREFIX}${referralCode}`;

/** The referral code of an invitation's start parameter, as /register takes it; null for anything else. */
export function invitationCode(startParam: string | null | undefined): string | null {
  const match = INVITATION.exec(startParam ?? '');
  return match ? match[1]!.toUpperCase() : null;
}

/** A Telegram language tag as one of our languages, else French (the language of a new account, of the bot's answers). */
export function languageOfTelegram(tag: string | null | undefined): Language {
  const primary = (tag ?? '').toLowerCase().split('-')[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : FALLBACK_LANGUAGE;
}
