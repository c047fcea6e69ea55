import { describe, expect, it } from 'vitest';
import { contrast, themeTokens } from './theme.ts';

/** Telegram's dark and light themes as the Android app sends them (tgWebAppThemeParams). */
const DARK = { bg_color: '#212d3b', secondary_bg_color: '#151e27', text_color: '#ffffff', hint_color: '#8a9bad', button_color: '#5288c1', link_color: '#62bcf9' };
const LIGHT = { bg_color: '#ffffff', secondary_bg_color: '#efeff3', text_color: '#000000', hint_color: '#999999', button_color: '#2481cc' };

describe("Telegram's theme on the app's tokens", () => {
  it("puts a dark theme's colours on the backgrounds, the text and the blue buttons, and keeps the brand's gold", () => {
    const tokens = themeTokens(DARK);
    expect(tokens['color-scheme']).toBe('dark');
    expect(tokens['--color-night-900']).toBe('#212d3b');
    expect(tokens['--color-night-800']).toBe('#151e27');
    expect(tokens['--color-text']).toBe('#ffffff');
    expect(tokens['--color-text-muted']).toBe('#8a9bad');
    expect(tokens['--color-ton-deep']).toBe('#5288c1');
    expect(tokens['--color-ton']).toBe('#62bcf9');
    expect(tokens['--color-gold-300']).toBeUndefined();
  });

  it('deepens the gold on a light theme so that gold text and gold buttons stay readable (AA)', () => {
    const tokens = themeTokens(LIGHT);
    expect(tokens['color-scheme']).toBe('light');
    expect(contrast(tokens['--color-gold-300']!, LIGHT.bg_color)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens['--color-gold-500']!, LIGHT.bg_color)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens['--color-on-gold']!, tokens['--color-gold-500']!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens['--color-gain']!, LIGHT.bg_color)).toBeGreaterThanOrEqual(4.5);
  });

  it("softens the text colour for secondary text where Telegram's hint colour would not read (AA)", () => {
    expect(contrast(LIGHT.hint_color, LIGHT.bg_color)).toBeLessThan(4.5);
    expect(themeTokens(LIGHT)['--color-text-muted']).toBe('color-mix(in srgb, #000000 66%, #ffffff)');
  });

  it('changes nothing without a usable background colour', () => {
    expect(themeTokens({})).toEqual({});
    expect(themeTokens({ bg_color: 'red; background: url(x)' })).toEqual({});
  });
});
