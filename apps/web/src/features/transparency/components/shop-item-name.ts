import type { Transparency } from '@fre/domain';
import { formatBalance, formatNanoExact, formatNumber } from '#web/lib/format.ts';
import type { useTranslation } from '#web/lib/use-translation.ts';

type T = ReturnType<typeof useTranslation<['transparency', 'web']>>['t'];
type ShopRule = Transparency['rules']['shop'][number];

/** What an item gives, in words: a pack's rate for good, a boost's rate and days, a box's FRE (whole: no decimals to show). */
export function shopItemName(t: T, item: Pick<ShopRule, 'id' | 'kind' | 'rate' | 'days' | 'amount'>, language: string): string {
  const rate = item.rate === null ? '' : t('web:units.perHour', { amount: formatBalance(item.rate, language) });
  if (item.kind === 'pack') return t('item.pack', { id: item.id, rate });
  if (item.kind === 'boost_box') return t('item.boost_box', { rate, days: formatNumber(item.days ?? 0, language) });
  return t('item.fre_box', { amount: formatNanoExact(item.amount ?? '0', language) });
}
