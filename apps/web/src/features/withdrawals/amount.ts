import { formatNanoInput, parseTypedNano } from '#web/lib/format.ts';

/**
 * An amount typed in the language's format ("250 000,5" in French, "250,000.5" in English) as
 * nano-FRE, which the API takes as digits (docs/decisions/077); null unless positive with at most 9 decimals.
 */
export function parseAmount(text: string, language: string): bigint | null {
  const nano = parseTypedNano(text, language);
  return nano !== null && nano > 0n ? nano : null;
}

/** The exact amount of nano-FRE to put in the input (the "max" button), in the language's decimal format. */
export const amountInputValue = (nano: bigint, language: string) => formatNanoInput(nano, language);
