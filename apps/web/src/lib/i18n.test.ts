import { afterAll, describe, expect, it } from 'vitest';
import { setupI18n } from '#web/test/render.tsx';
import { i18n } from './i18n.ts';

describe('<html lang>', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('names the language the app starts in', async () => {
    document.documentElement.lang = 'xx';
    await setupI18n('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('follows each change of language (hyphenation and voices follow it)', async () => {
    await setupI18n('fr');
    for (const language of ['ru', 'zh', 'es', 'en', 'fr']) {
      await i18n.changeLanguage(language);
      expect(document.documentElement.lang).toBe(language);
    }
  });

  it('says French for a language the app does not have, since the page then reads in French', async () => {
    await setupI18n('fr');
    await i18n.changeLanguage('de');
    expect(document.documentElement.lang).toBe('fr');
  });
});
