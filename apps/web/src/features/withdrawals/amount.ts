import { nanoToFre, parseFre } from '@fre/domain';
import { numberFormat } from '@fre/i18n/intl-formats';

function separators(language: string) {
  const parts = numberFormat(language).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/**
 * An amount typed in the language's format ("250 000,5" in French, "250,000.5" in English) as
 * nano-FRE and the API's decimal string ("250000.5"); null unless positive with at most 9 decimals.
 */
export function parseAmount(text: string, language: string): { nano: bigint; decimal: string } | null {
  const { group, decimal } = separators(language);
  let value = text.replace(/[\s\u00a0\u202f']/g, '');
  if (group.trim()) value = value.split(group).join('');
  value = value.replace(decimal, '.');
  const nano = /^\d+(\.\d+)?$/.test(value) ? parseFre(value) : null;
  return nano !== null && nano > 0n ? { nano, decimal: nanoToFre(nano) } : null;
}

/** The exact amount of nano-FRE to put in the input (the "max" button), in the language's decimal format. */
export function amountInputValue(nano: bigint, language: string): string {
  return nanoToFre(nano).replace('.', separators(language).decimal);
}
