import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetColors, widgetLanguage } from './widget-look.ts';

/** The design tokens as styles/tokens.css declares them on :root. */
const tokensCss = readFileSync(path.join(import.meta.dirname, '../../styles/tokens.css'), 'utf8');
const tokens = new Map([...tokensCss.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!]));
const token = (name: string) => tokens.get(name) ?? '';

describe('the TON Connect widget', () => {
  it('speaks Russian to Russian players and English to every other language it lacks', () => {
    expect(widgetLanguage('ru')).toBe('ru');
    expect(widgetLanguage('ru-RU')).toBe('ru');
    for (const language of ['en', 'fr', 'es', 'zh']) expect(widgetLanguage(language)).toBe('en');
  });

  it('is painted with our tokens: night surfaces, our text, gold accents, TON blue buttons', () => {
    const colors = widgetColors(token);
    expect(colors).toMatchObject({
      accent: token('--color-gold-300'),
      connectButton: { background: token('--color-ton-deep'), foreground: token('--color-text') },
      background: { primary: token('--color-night-800'), secondary: token('--color-night-900') },
      text: { primary: token('--color-text'), secondary: token('--color-text-muted') },
    });
    // The QR code keeps the widget's white ground.
    expect(colors?.background).not.toHaveProperty('qr');
  });

  it('keeps its own dark palette rather than a partial one when a token is missing or not a hex colour', () => {
    expect(widgetColors((name) => (name === '--color-gold-300' ? '' : token(name)))).toBeUndefined();
    expect(widgetColors((name) => (name === '--color-text' ? 'rgb(1 2 3)' : token(name)))).toBeUndefined();
  });
});
