/**
 * Telegram's colours (`themeParams`: core.telegram.org/bots/webapps#themeparams) on the app's
 * tokens (styles/tokens.css), so the app sits in the player's Telegram theme, dark or light, and
 * follows its changes (decision 045). The gold of the brand stays; on a light background it is
 * deepened so that gold text and gold buttons keep their contrast (AA).
 */
export type ThemeParams = Record<string, unknown>;

const HEX = /^#[0-9a-f]{6}$/i;

function colour(params: ThemeParams, key: string): string | undefined {
  const value = params[key];
  return typeof value === 'string' && HEX.test(value) ? value : undefined;
}

/** Relative luminance (WCAG) of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The brand's gold for a light background: text ≥ 4.5:1 on white, white on its buttons ≥ 4.5:1. */
const LIGHT_GOLD: Record<string, string> = {
  '--color-gold-300': '#8a5a00',
  '--color-gold-500': '#8f5f00',
  '--color-gold-700': '#754c00',
  '--color-on-gold': '#ffffff',
  '--color-gold-soft': 'rgb(143 95 0 / 0.12)',
  '--color-gold-glow': 'rgb(143 95 0 / 0.22)',
  '--gradient-gold': 'linear-gradient(135deg, #9a6600, #8f5f00 55%, #754c00)',
  '--color-gain': '#17793f',
  '--color-loss': '#c62828',
  '--shadow-card': '0 6px 18px rgb(0 0 0 / 0.08)',
};

/** The token values for `params`; empty when Telegram gave no background colour. */
export function themeTokens(params: ThemeParams): Record<string, string> {
  const background = colour(params, 'bg_color');
  if (!background) return {};
  const text = colour(params, 'text_color');
  const secondary = colour(params, 'secondary_bg_color') ?? background;
  const section = colour(params, 'section_bg_color') ?? secondary;
  const hint = colour(params, 'hint_color') ?? colour(params, 'subtitle_text_color');
  const button = colour(params, 'button_color');
  const light = luminance(background) > 0.5;
  const tokens: Record<string, string> = {
    'color-scheme': light ? 'light' : 'dark',
    '--color-night-950': background,
    '--color-night-900': background,
    '--color-night-800': secondary,
    '--color-night-700': section === background ? secondary : section,
    '--gradient-night': `linear-gradient(180deg, ${secondary}, ${background} 40%)`,
    '--gradient-card': 'linear-gradient(180deg, color-mix(in srgb, var(--color-text) 5%, transparent), color-mix(in srgb, var(--color-text) 2%, transparent))',
    '--color-border': 'color-mix(in srgb, var(--color-text) 10%, transparent)',
    '--color-border-strong': 'color-mix(in srgb, var(--color-text) 20%, transparent)',
    ...(light ? LIGHT_GOLD : {}),
  };
  if (text) tokens['--color-text'] = text;
  // Telegram's hint colour where it reads (AA); else the text colour softened toward the background, which does.
  const muted = hint && contrast(hint, background) >= 4.5 ? hint : text ? `color-mix(in srgb, ${text} 66%, ${background})` : hint;
  if (muted) {
    tokens['--color-text-muted'] = muted;
    tokens['--color-text-faint'] = muted;
  }
  if (button) {
    // Telegram's own buttons' colour for the app's blue (TON) buttons and links.
    tokens['--color-ton'] = colour(params, 'link_color') ?? button;
    tokens['--color-ton-deep'] = button;
    tokens['--color-ton-deeper'] = `color-mix(in srgb, ${button} 85%, black)`;
  }
  return tokens;
}

/** Sets the tokens on the document (inline, over tokens.css). */
export function applyTheme(params: ThemeParams): void {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(themeTokens(params))) style.setProperty(name, value);
  const background = colour(params, 'bg_color');
  if (!background) return;
  // index.html paints the body night blue before any style loads: Telegram's background replaces it.
  document.body.style.background = background;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', background);
}
