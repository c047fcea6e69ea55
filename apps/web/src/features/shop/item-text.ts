import type { ShopItem } from '@fre/domain';
import type { TFunction } from 'i18next';
import { formatNanoExact, formatNumber } from '#web/lib/format.ts';

/** "Pack FRE1", "Boost 7 jours", "Boîte de 7 500 FRE". */
export function itemName(item: Pick<ShopItem, 'id' | 'kind' | 'days' | 'amount'>, t: TFunction<'shop'>, language: string): string {
  if (item.kind === 'pack') return t('items.pack', { id: item.id });
  if (item.kind === 'boost_box') return t('items.boost', { days: formatNumber(item.days ?? 0, language) });
  return t('items.freBox', { amount: formatNanoExact(item.amount ?? '0', language) });
}

/** What the item gives: "+0,025 FRE/h à vie", "+1 FRE/h pendant 30 jours", "7 500 FRE crédités aussitôt". */
export function itemBenefit(item: Pick<ShopItem, 'kind' | 'rate' | 'days' | 'amount'>, t: TFunction<'shop'>, language: string): string {
  if (item.kind === 'pack') return t('benefit.pack', { rate: formatNanoExact(item.rate ?? '0', language) });
  if (item.kind === 'boost_box') return t('benefit.boost', { rate: formatNanoExact(item.rate ?? '0', language), days: formatNumber(item.days ?? 0, language) });
  return t('benefit.freBox', { amount: formatNanoExact(item.amount ?? '0', language) });
}

/** A nanoTON amount as TON in the language's format, exact: "2,5". */
export const formatTon = (nano: string | bigint, language: string) => formatNanoExact(nano, language);
