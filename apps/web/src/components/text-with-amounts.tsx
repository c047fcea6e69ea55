import type { ReactNode } from 'react';
import { Amount } from './amount.tsx';

/** Characters no translation contains: where each amount goes in a translated text. */
const FIRST_PLACE = 0xe001;
/** A place, and the unit the translation writes after it ("{{amount}} FRE", "{{rate}} FRE/ч"), ending at a space or a punctuation mark, Chinese full-width ones included ("FRE/小时（…"). */
const PLACE_AND_UNIT = /([\uE001-\uE0FF])(?:[ \u00a0\u202f](FRE(?:\/[^\s,.;:!?()，。；：！？（）、]+)?|TON|USDT|%))?/u;

/**
 * A translated text quoting amounts (`text` is the `t` call, given a place for each amount), with
 * each amount written as an `Amount`, its unit from the translation inside it: the number and its
 * unit stay on one line while the words around them wrap as the translation's own. With `fit`,
 * each amount takes a line of its own and shrinks to it (a title quoting a long figure in a narrow
 * column).
 */
export function TextWithAmounts({ text, amounts, fit }: { text: (...places: string[]) => string; amounts: readonly string[]; fit?: boolean }) {
  const places = amounts.map((_, index) => String.fromCharCode(FIRST_PLACE + index));
  const pieces = text(...places).split(PLACE_AND_UNIT);
  // split keeps the two groups: text, place, unit, text, place, unit, …, text.
  const parts: ReactNode[] = [];
  for (let index = 0; index < pieces.length; index += 3) {
    const place = pieces[index + 1];
    // A sign written before the place ("+{{amount}}") belongs to its number.
    const [, before = '', sign] = /^([\s\S]*?)([+\-−]?)$/u.exec(place === undefined ? '' : (pieces[index] ?? '')) ?? [];
    const text = place === undefined ? pieces[index] : before;
    if (text) parts.push(text);
    if (place === undefined) continue;
    const value = amounts[place.charCodeAt(0) - FIRST_PLACE] ?? '';
    parts.push(<Amount key={index} value={value} unit={pieces[index + 2]} sign={sign || undefined} fit={fit} />);
  }
  return <>{parts}</>;
}
