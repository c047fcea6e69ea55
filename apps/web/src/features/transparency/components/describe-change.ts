import { FEATURE_FLAGS, type FeatureFlag, type RuleChange } from '@fre/domain';
import { formatNanoExact, formatNumber } from '#web/lib/format.ts';
import type { useTranslation } from '#web/lib/use-translation.ts';

type T = ReturnType<typeof useTranslation<['transparency', 'web']>>['t'];
const SHOP_FIELDS = ['price', 'stars', 'available', 'requiredLevel'] as const;
type ShopField = (typeof SHOP_FIELDS)[number];

const isFeature = (name: string | null): name is FeatureFlag => (FEATURE_FLAGS as readonly (string | null)[]).includes(name);

/** A change of the changelog in words: what it is about, and each value before → after. */
export function describeChange(t: T, change: RuleChange, language: string): { title: string; lines: string[] } {
  if (change.kind === 'withdrawal_minimums') {
    const before = change.before as string[];
    const after = change.after as string[];
    return {
      title: t('changes.kind.withdrawal_minimums'),
      lines: after.flatMap((value, level) => (before[level] === value ? [] : [t('changes.minimum', {
        level: formatNumber(level, language), before: formatNanoExact(before[level] ?? '0', language), after: formatNanoExact(value, language),
      })])),
    };
  }
  if (change.kind === 'shop_item') {
    const before = change.before as Partial<Record<ShopField, unknown>>;
    const after = change.after as Partial<Record<ShopField, unknown>>;
    const value = (field: ShopField, v: unknown): string => {
      if (v === null || v === undefined) return t('changes.none');
      if (field === 'price') return formatNanoExact(String(v), language);
      if (field === 'available') return v ? t('changes.yes') : t('changes.no');
      return formatNumber(Number(v), language);
    };
    return {
      title: t('changes.kind.shop_item', { item: change.subject ?? '' }),
      lines: SHOP_FIELDS.filter((field) => field in after).map((field) => t(`changes.field.${field}`, { before: value(field, before[field]), after: value(field, after[field]) })),
    };
  }
  const onOff = (v: unknown) => (v ? t('changes.on') : t('changes.off'));
  return {
    title: t('changes.kind.feature', { feature: isFeature(change.subject) ? t(`changes.features.${change.subject}`) : (change.subject ?? '') }),
    lines: [t('changes.switch', { before: onOff(change.before), after: onOff(change.after) })],
  };
}
