/** U+00A0: a space no line breaks at. */
export const NO_BREAK_SPACE = '\u00a0';

/**
 * Units a number is written before: the currencies, the rate (FRE/h, FRE/ч, FRE/小时 start with
 * FRE), and the percent sign French spaces off.
 */
const UNITS = ['FRE', 'TON', 'USDT', 'USD', '%'];
/** Durations, short and spelled out, in the app's languages ("24 h", "24 heures", "24 часа"). */
const DURATIONS = [
  'ms', 's', 'min', 'h', 'j', 'd', 'sec', 'hr', 'hrs',
  'secondes?', 'minutes?', 'heures?', 'jours?', 'semaines?', 'mois', 'ans?',
  'seconds?', 'hours?', 'days?', 'weeks?', 'months?', 'years?',
  'segundos?', 'minutos?', 'horas?', 'días?', 'semanas?', 'mes(?:es)?', 'años?',
  'с', 'сек', 'мин', 'ч', 'дн', 'секунд[аы]?', 'минут[аы]?', 'час(?:а|ов)?', 'день', 'дн(?:я|ей)', 'недел[иья]', 'месяц(?:а|ев)?',
  '秒', '分钟', '小时', '天', '周',
];
/** A space between a number and its unit. */
const BEFORE_UNIT = new RegExp(`(\\d) (?=(?:${[...UNITS, ...DURATIONS].join('|')})(?![\\p{L}\\p{N}]))`, 'gu');
/** A space inside a number typed by hand ("10 000"): the groups of one number. */
const IN_NUMBER = /(\d) (?=\d{3}(?!\d))/g;
/** "≈ 0,5": the sign belongs to its number. */
const AFTER_APPROX = /≈ (?=\d)/g;
/** French spaces off "!" and "?": the mark stays with its word, never alone at the start of a line. */
const BEFORE_MARK = / (?=[!?](?:\s|$))/g;

/**
 * A translated text as a typesetter would set it: a number stays on the line of its unit ("24 h",
 * "5 FRE", "0,5 FRE/h", "10 000 FRE"), never "0,5" at the end of a line and "FRE/h" on the next.
 * Done once here for every text (the translator's post-processing) rather than by translators typing
 * no-break spaces, which nobody sees in a locale file.
 */
export function typeset(text: string): string {
  if (!text.includes(' ')) return text;
  return text.replace(BEFORE_UNIT, `$1${NO_BREAK_SPACE}`).replace(IN_NUMBER, `$1${NO_BREAK_SPACE}`).replace(AFTER_APPROX, `≈${NO_BREAK_SPACE}`).replace(BEFORE_MARK, NO_BREAK_SPACE);
}
