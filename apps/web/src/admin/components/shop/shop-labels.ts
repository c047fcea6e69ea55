import type { TFunction } from 'i18next';
import { formatNanoExact } from '#web/lib/format.ts';
import type { AdminShopItem } from '../../api/get-admin-shop.ts';
import { numberFormat } from '@fre/i18n/intl-formats';

/** "Pack FRE1 · +0,025 FRE/h", "Boost 7 j · +0,4 FRE/h", "Boîte 7 500 FRE". */
export function describeItem(item: AdminShopItem, t: TFunction<'admin-shop'>, language: string): string {
  if (item.kind === 'pack') return t('items.describe.pack', { rate: formatNanoExact(item.rate ?? '0', language) });
  if (item.kind === 'boost_box') return t('items.describe.boost', { rate: formatNanoExact(item.rate ?? '0', language), days: item.days ?? 0 });
  return t('items.describe.freBox', { amount: formatNanoExact(item.amount ?? '0', language) });
}

/** nanoTON → "2,5 TON" in the language's format. */
export const formatTonAmount = (nano: string, language: string) => `${formatNanoExact(nano, language)} TON`;

/** Telegram Stars → "1 200 ⭐" in the language's format. */
export const formatStars = (stars: number, language: string) => `${numberFormat(language).format(stars)} ⭐`;

/** What a payment said it paid: Stars as above, another currency (a mismatch kept for review) by its code, "49 EUR". */
export const formatPaid = (amount: number, currency: string, language: string) =>
  currency === 'XTR' ? formatStars(amount, language) : `${numberFormat(language).format(amount)} ${currency}`;

/** A short hash or address for tables: first 6 … last 4. */
export const shortHash = (value: string) => (value.length > 14 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value);
