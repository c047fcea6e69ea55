import { BOOST_BOXES, earnedOver, HOUR_MS, LEVEL_COUNT, levelBonusNano, maximumRate, MINING, PACKS } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { formatNano, formatNanoExact, formatNumber } from '#web/lib/format.ts';

const bestBoost = BOOST_BOXES.reduce((best, box) => (box.rateNano > best.rateNano ? box : best));
const packRates = PACKS.map((pack) => pack.rateNano);

/** Every number the landing quotes, computed from the domain constants and formatted for the language. */
export function useEarningsFigures() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const exact = (nano: bigint) => formatNanoExact(nano, lng);
  return {
    sessionHours: formatNumber(MINING.sessionDurationMs / HOUR_MS, lng),
    baseRate: exact(MINING.baseRateNano),
    baseDaily: formatNano(earnedOver(MINING.baseRateNano, MINING.sessionDurationMs), lng, 4),
    referralBonus: exact(MINING.referralBonusNano),
    maxReferrals: formatNumber(MINING.maxCountedReferrals, lng),
    referralMax: exact(MINING.referralBonusNano * BigInt(MINING.maxCountedReferrals)),
    levelCount: formatNumber(LEVEL_COUNT, lng),
    levelsTotal: exact(levelBonusNano(LEVEL_COUNT)),
    bestBoost: exact(bestBoost.rateNano),
    bestBoostDays: formatNumber(bestBoost.days, lng),
    packs: PACKS.map((pack) => ({ id: pack.id, rate: exact(pack.rateNano) })),
    packsTotal: exact(packRates.reduce((sum, rate) => sum + rate, 0n)),
    maxRate: formatNano(maximumRate(bestBoost.rateNano, packRates), lng, 4),
  };
}
