import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { i18n } from './i18n.ts';
import { typeset } from './typeset.ts';

const NBSP = '\u00a0';

describe('typeset', () => {
  it('keeps a number on the line of its unit', () => {
    expect(typeset('Vitesse de base : 0,001041667 FRE/h, session de 24 h.')).toBe(`Vitesse de base : 0,001041667${NBSP}FRE/h, session de 24${NBSP}h.`);
    expect(typeset('+0,0020833 FRE/ч за каждого, 7 дн., 60 с')).toBe(`+0,0020833${NBSP}FRE/ч за каждого, 7${NBSP}дн., 60${NBSP}с`);
    expect(typeset('50 %, 0,5 TON, 3 j, 30 min')).toBe(`50${NBSP}%, 0,5${NBSP}TON, 3${NBSP}j, 30${NBSP}min`);
    expect(typeset('toutes les 24 heures, 3 jours ; every 24 hours; cada 24 horas; каждые 24 часа; 7 дней')).toBe(
      `toutes les 24${NBSP}heures, 3${NBSP}jours ; every 24${NBSP}hours; cada 24${NBSP}horas; каждые 24${NBSP}часа; 7${NBSP}дней`,
    );
  });

  it('keeps a number typed by hand whole, and the sign before a number with it', () => {
    expect(typeset('mises de 1 à 10 000 FRE')).toBe(`mises de 1 à 10${NBSP}000${NBSP}FRE`);
    expect(typeset('≈ 0,5 FRE/h')).toBe(`≈${NBSP}0,5${NBSP}FRE/h`);
  });

  it('keeps a French "!" or "?" on the line of its word, never alone at the start of one', () => {
    expect(typeset('Disponible ! Et ensuite ?')).toBe(`Disponible${NBSP}! Et ensuite${NBSP}?`);
    expect(typeset('Bienvenue, Camille !')).toBe(`Bienvenue, Camille${NBSP}!`);
  });

  it('leaves the other spaces alone: words, and a number before a word that is no unit', () => {
    expect(typeset('Start a session from your phone')).toBe('Start a session from your phone');
    expect(typeset('Pack FRE1 pour 3 filleuls, 10 niveaux, 2 hommes')).toBe('Pack FRE1 pour 3 filleuls, 10 niveaux, 2 hommes');
    expect(typeset('每位活跃好友')).toBe('每位活跃好友');
  });
});

describe('texts of the app', () => {
  it('come typeset from t(), the rate in the language’s one unit', async () => {
    await setupI18n('fr');
    expect(i18n.t('units.perHour', { amount: '+0,0020833' })).toBe(`+0,0020833${NBSP}FRE/h`);
    await i18n.changeLanguage('ru');
    expect(i18n.t('units.perHour', { amount: '+0,0020833' })).toBe(`+0,0020833${NBSP}FRE/ч`);
    await i18n.changeLanguage('zh');
    expect(i18n.t('units.perHour', { amount: '0,5' })).toBe(`0,5${NBSP}FRE/小时`);
    await i18n.changeLanguage('fr');
  });

  it('show a number and its unit together on the page', async () => {
    await setupI18n('fr');
    const { container } = renderWithProviders(<p>{i18n.t('units.perHour', { amount: '1' })}</p>);
    expect(container.textContent).toBe(`1${NBSP}FRE/h`);
  });
});
