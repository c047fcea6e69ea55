import { describe, expect, it } from 'vitest';
import { createTranslator, type Catalog, type Texts } from './translator.ts';

const resources: Catalog = {
  fr: {
    web: {
      greeting: 'Bonjour {{name}}',
      units: { frePerHour: 'FRE/h' },
      rate: '{{amount}} $t(web:units.frePerHour)',
      days_one: '{{count}} jour',
      days_other: '{{count}} jours',
      only: 'seulement en français',
      joined: 'Elle a rejoint',
      joined_male: 'Il a rejoint',
      joined_male_other: 'Ils ont rejoint',
      sections: [{ title: 'Article {{n}}' }, { title: 'Fin' }],
      nested: { deeper: 'un objet' },
    },
    errors: { required: 'Champ requis' },
  },
  ru: {
    web: {
      greeting: 'Привет, {{name}}',
      units: { frePerHour: 'FRE/ч' },
      rate: '{{amount}} $t(web:units.frePerHour)',
      days_one: '{{count}} день',
      days_few: '{{count}} дня',
      days_many: '{{count}} дней',
      days_other: '{{count}} дня',
    },
    errors: { required: 'Обязательное поле' },
  },
};

function translator(load?: (language: string, namespace: string) => Promise<Record<string, Texts>>) {
  return createTranslator({ fallbackLanguage: 'fr', supportedLanguages: ['fr', 'ru', 'en'], defaultNamespace: 'web', namespaces: ['web', 'errors'], resources, load });
}

// Every shape the locale files use, read as i18next read them (decision 059).
describe('translator', () => {
  it('interpolates, and leaves a value not passed as written', async () => {
    const i18n = translator();
    await i18n.init('fr');
    const t = i18n.t as unknown as (key: string, options?: object) => unknown;
    expect(t('greeting', { name: 'Camille' })).toBe('Bonjour Camille');
    expect(t('greeting')).toBe('Bonjour {{name}}');
  });

  it('picks the plural form by the language\'s rules', async () => {
    const i18n = translator();
    await i18n.init('ru');
    const t = i18n.t as unknown as (key: string, options?: object) => unknown;
    expect([1, 3, 5, 21].map((count) => t('days', { count }))).toEqual(['1 день', '3 дня', '5 дней', '21 день']);
    expect(t('days', { count: 1, lng: 'fr' })).toBe('1 jour');
    expect(t('days', { count: 2, lng: 'fr' })).toBe('2 jours');
  });

  it('reads the context, with its plural, before the plain key', async () => {
    const i18n = translator();
    await i18n.init('fr');
    const t = i18n.t as unknown as (key: string, options?: object) => unknown;
    expect(t('joined', { context: 'male' })).toBe('Il a rejoint');
    expect(t('joined', { context: 'male', count: 3 })).toBe('Ils ont rejoint');
    expect(t('joined', { context: 'female' })).toBe('Elle a rejoint');
  });

  it('nests a text of another namespace in the same language', async () => {
    const i18n = translator();
    await i18n.init('ru');
    const t = i18n.t as unknown as (key: string, options?: object) => unknown;
    expect(t('rate', { amount: '0,5' })).toBe('0,5 FRE/ч');
    expect(t('rate', { amount: '0,5', lng: 'fr' })).toBe('0,5 FRE/h');
  });

  it('finds a namespace by prefix or option, and falls back to French, then to the key', async () => {
    const i18n = translator();
    await i18n.init('ru');
    const t = i18n.t as unknown as (key: string, options?: object) => unknown;
    expect(t('errors:required')).toBe('Обязательное поле');
    expect(t('required', { ns: 'errors' })).toBe('Обязательное поле');
    expect(t('only')).toBe('seulement en français');
    expect(t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(t('nowhere', { defaultValue: 'tapis {{x}}', x: 1 })).toBe('tapis 1');
  });

  it('returns objects only when asked, with their texts interpolated', async () => {
    const i18n = translator();
    await i18n.init('fr');
    const t = i18n.t as unknown as (key: string, options?: object) => unknown;
    expect(t('sections', { returnObjects: true, n: 7 })).toEqual([{ title: 'Article 7' }, { title: 'Fin' }]);
    expect(t('nested')).toBe('nested');
  });

  it('reads an unsupported language in French and applies the post-processing to every text', async () => {
    const i18n = createTranslator({ fallbackLanguage: 'fr', supportedLanguages: ['fr'], defaultNamespace: 'web', namespaces: ['web'], resources, postProcess: (text) => text.toUpperCase() });
    await i18n.init('de');
    expect(i18n.language).toBe('de');
    expect(i18n.resolvedLanguage).toBe('fr');
    expect((i18n.t as unknown as (key: string, options?: object) => unknown)('greeting', { name: 'x' })).toBe('BONJOUR X');
  });

  it('loads the namespaces read so far in the new language before it announces the change', async () => {
    const asked: string[] = [];
    const i18n = translator(async (language, namespace) => {
      asked.push(`${language}/${namespace}`);
      return { [namespace]: { title: `${namespace} in ${language}` }, 'travels-along': { title: 'with it' } };
    });
    await i18n.init('fr');
    await i18n.loadNamespaces('shop');
    expect(i18n.hasLoadedNamespace('travels-along')).toBe(true);
    const heard: string[] = [];
    i18n.on('languageChanged', (language) => heard.push(`${language}: ${String(i18n.getFixedT(null, 'shop' as never)('title' as never))}`));
    await i18n.changeLanguage('en');
    expect(asked).toEqual(['fr/shop', 'en/web', 'en/errors', 'en/shop']);
    expect(heard).toEqual(['en: shop in en']);
  });

  it('counts a failed fetch as settled, and asks again next time', async () => {
    let fail = true;
    const i18n = translator(async (language, namespace) => {
      if (fail) throw new Error('offline');
      return { [namespace]: { title: 'ok' } };
    });
    await i18n.init('fr');
    await i18n.loadNamespaces('shop');
    expect(i18n.hasLoadedNamespace('shop')).toBe(true);
    fail = false;
    await i18n.loadNamespaces('shop');
    expect(i18n.getFixedT('fr', 'shop' as never)('title' as never)).toBe('ok');
  });
});
