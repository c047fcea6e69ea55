import {
  GAME_CATALOGUE, GAMES, KYC_REVIEW_HOURS, LEVEL_COUNT, levelBonusNano, MINING, MINUTE_MS, TIMERS, WITHDRAWAL_MAX_DELAY_HOURS,
} from '@fre/domain';
import type { Translator as I18n } from '#web/lib/translator.ts';
import { formatNumber, formatRate } from '#web/lib/format.ts';
import { freeSpinPhrase } from '#web/lib/free-spin-phrase.ts';
import { namedWallets } from '#web/lib/named-wallets.ts';

/** FAQ entries, in reading order (texts in support.json faq.items.<id>). */
export const FAQ_IDS = ['start', 'rate', 'session', 'referrals', 'levels', 'boosts', 'wallet', 'kyc', 'withdrawal', 'games', 'notifications', 'security'] as const;
export type FaqId = (typeof FAQ_IDS)[number];

/** The answers that quote the withdrawal minimums, which only the server knows (admins set them). */
export const NEEDS_MINIMUMS: ReadonlySet<FaqId> = new Set(['withdrawal']);

/** The numbers (and wallet names) the answers quote, read from @fre/domain; the minimums come from the server. */
export function faqValues(language: string, i18n: I18n) {
  return {
    baseRate: formatRate(MINING.baseRateNano, language),
    sessionHours: formatNumber(MINING.sessionDurationMs / 3_600_000, language),
    referralBonus: formatRate(MINING.referralBonusNano, language),
    maxReferrals: formatNumber(MINING.maxCountedReferrals, language),
    levels: formatNumber(LEVEL_COUNT, language),
    levelsTotal: formatRate(levelBonusNano(LEVEL_COUNT), language),
    kycMin: formatNumber(KYC_REVIEW_HOURS.min, language),
    kycMax: formatNumber(KYC_REVIEW_HOURS.max, language),
    withdrawalHours: formatNumber(WITHDRAWAL_MAX_DELAY_HOURS, language),
    games: formatNumber(GAME_CATALOGUE.length, language),
    minBet: formatNumber(GAMES.minBetFre, language),
    maxBet: formatNumber(GAMES.maxBetFre, language),
    freeSpin: freeSpinPhrase(i18n, language),
    minutes: formatNumber(TIMERS.sessionEndNoticeMs / MINUTE_MS, language),
    wallets: namedWallets(language),
  };
}

/** Accent- and case-insensitive match of every word of the query. */
export function matchesQuery(text: string, query: string): boolean {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const haystack = fold(text);
  return fold(query).split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
}
