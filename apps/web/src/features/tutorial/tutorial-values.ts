import { GAME_CATALOGUE, LEVEL_COUNT, levelBonusNano, MINING, PACKS, WITHDRAWAL_MAX_DELAY_HOURS } from '@fre/domain';
import type { Translator as I18n } from '#web/lib/translator.ts';
import { formatNumber, formatRate } from '#web/lib/format.ts';
import { freeSpinPhrase } from '#web/lib/free-spin-phrase.ts';
import { namedWallets } from '#web/lib/named-wallets.ts';

/**
 * The numbers (and wallet names) the tutorial quotes, read from @fre/domain and formatted for the
 * language; the withdrawal minimums, which admins set, come from the server (useWithdrawalMinimumTexts).
 */
export function tutorialValues(language: string, i18n: I18n) {
  return {
    baseRate: formatRate(MINING.baseRateNano, language),
    sessionHours: formatNumber(MINING.sessionDurationMs / 3_600_000, language),
    referralBonus: formatRate(MINING.referralBonusNano, language),
    maxReferrals: formatNumber(MINING.maxCountedReferrals, language),
    levels: formatNumber(LEVEL_COUNT, language),
    levelsTotal: formatRate(levelBonusNano(LEVEL_COUNT), language),
    firstPack: formatRate(PACKS[0].rateNano, language),
    games: formatNumber(GAME_CATALOGUE.length, language),
    withdrawalHours: formatNumber(WITHDRAWAL_MAX_DELAY_HOURS, language),
    freeSpin: freeSpinPhrase(i18n, language),
    wallets: namedWallets(language),
  };
}
