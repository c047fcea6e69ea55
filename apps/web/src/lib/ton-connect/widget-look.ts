import type { Locales, PartialColorsSet } from '@tonconnect/ui-react';

/**
 * The widget speaks English and Russian only (@tonconnect/ui 2.4.4, its latest release): Russian
 * for our Russian players, English for every other language of the app.
 */
export const widgetLanguage = (language: string): Locales => (language.startsWith('ru') ? 'ru' : 'en');

/** A colour the widget can read: it makes its tints from six-digit hex colours only. */
const HEX = /^#[\da-f]{6}$/i;

/**
 * The widget's dark palette from our design tokens (styles/tokens.css), read by `token` from the
 * page: night surfaces, our text colours, gold accents, and the TON blue of our "ton" buttons.
 * The QR code keeps its white ground (wallet cameras read it best). Undefined when a token is
 * missing or not a hex colour: the widget then keeps its own dark palette rather than a partial one.
 */
export function widgetColors(token: (name: string) => string): PartialColorsSet | undefined {
  const names = {
    night950: '--color-night-950',
    night900: '--color-night-900',
    night800: '--color-night-800',
    night700: '--color-night-700',
    night500: '--color-night-500',
    text: '--color-text',
    muted: '--color-text-muted',
    gold: '--color-gold-300',
    ton: '--color-ton-deep',
    gain: '--color-gain',
    loss: '--color-loss',
  } as const;
  const colors = {} as Record<keyof typeof names, string>;
  for (const [key, name] of Object.entries(names) as [keyof typeof names, string][]) {
    const value = token(name).trim();
    if (!HEX.test(value)) return undefined;
    colors[key] = value;
  }
  return {
    constant: { black: colors.night950, white: colors.text },
    connectButton: { background: colors.ton, foreground: colors.text },
    accent: colors.gold,
    icon: { primary: colors.text, secondary: colors.muted, tertiary: colors.night500, success: colors.gain, error: colors.loss },
    background: { primary: colors.night800, secondary: colors.night900, segment: colors.night700, tint: colors.night700 },
    text: { primary: colors.text, secondary: colors.muted },
  };
}

/** A design token as the page has it (tokens.css sets them on the root element). */
export const pageToken = (name: string): string => getComputedStyle(document.documentElement).getPropertyValue(name);
