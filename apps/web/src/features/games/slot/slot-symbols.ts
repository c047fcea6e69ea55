import type { SlotSymbol } from '@fre/domain';

/** The reel faces: glyphs every system font has (no emoji font on many low-end phones), coloured in CSS. */
export const SYMBOL_SIGNS: Record<SlotSymbol, string> = { cherry: '♥', lemon: '●', orange: '●', plum: '♣', bell: '♪', bar: 'BAR', seven: '7', jackpot: '◆' };
