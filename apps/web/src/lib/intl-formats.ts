/**
 * Intl formatters made once per language and options. Making one loads the language's data: on a
 * mid-range phone that is tens of milliseconds, paid on every render when a component made its
 * own (the profile's first render was 40 ms longer for two date formats it did not use yet).
 * The one place the app makes them: `new Intl.*` elsewhere is a formatter made again.
 */
const formats = new Map<string, unknown>();

function cached<F>(kind: string, language: string, options: object, make: () => F): F {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  cached('date', language, options, () => new Intl.DateTimeFormat(language, options));

export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached('number', language, options, () => new Intl.NumberFormat(language, options));

export const relativeTimeFormat = (language: string, options: Intl.RelativeTimeFormatOptions = {}): Intl.RelativeTimeFormat =>
  cached('relative', language, options, () => new Intl.RelativeTimeFormat(language, options));

export const listFormat = (language: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat =>
  cached('list', language, options, () => new Intl.ListFormat(language, options));
