import { fillPublicLinks, HOUR_MS, LANGUAGES, MINING, PUBLIC_LINKS, type PublicLinks } from '@fre/domain';
import { describe, expect, it } from 'vitest';
import { renderLanding } from './render-landing.tsx';

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('pre-rendered landing', () => {
  it.each(LANGUAGES)('is written in %s, with no untranslated key', async (language) => {
    const { html, description } = await renderLanding(language);
    const page = parse(html);
    expect(page.querySelector('h1')?.textContent).toBeTruthy();
    // A missing key would show as its dotted path.
    expect(page.textContent).not.toMatch(/\b(landing|consent|language)\.[a-z]+\.[a-zA-Z]/);
    expect(description).toContain(String(MINING.sessionDurationMs / HOUR_MS));
    expect(description).not.toContain('landing.meta');
  });

  it('holds the controls its script wires, in their resting state', async () => {
    const page = parse((await renderLanding('en')).html);
    expect(page.querySelector('h1')?.textContent).toContain('Mine FRE');
    expect(page.querySelector<HTMLElement>('[data-language-menu]')?.hidden).toBe(true);
    expect(page.querySelectorAll('[data-language]')).toHaveLength(LANGUAGES.length);
    expect(page.querySelector<HTMLElement>('[data-install-button]')?.hidden).toBe(true);
    expect(page.querySelector<HTMLElement>('[data-install-steps]')?.hidden).toBe(false);
    const notice = page.querySelector<HTMLElement>('[data-static-consent]');
    expect(notice?.hidden).toBe(true);
    expect([...notice!.querySelectorAll('[data-consent]')].map((button) => button.getAttribute('data-consent'))).toEqual(['customise', 'decline', 'accept']);
    // The skip link comes first and works without scripts.
    expect(page.querySelector('a, button')?.getAttribute('href')).toBe('#main');
    expect(page.querySelector('main#main h1')).not.toBeNull();
    // Plain links into the app.
    expect(page.querySelector('a[href="/register"]')).not.toBeNull();
    expect(page.querySelector('a[href="/login"]')).not.toBeNull();
  });

  it("holds every public link's stand-in, which the server fills in or takes out, with an emptied group", async () => {
    const { html } = await renderLanding('fr');
    const none = Object.fromEntries(PUBLIC_LINKS.map((link) => [link, null])) as PublicLinks;
    const footerLinks = (filled: string) =>
      [...parse(filled).querySelectorAll('footer nav')].map((nav) => [nav.getAttribute('aria-label'), [...nav.querySelectorAll('a')].map((a) => `${a.textContent} ${a.getAttribute('href')}`)]);

    const some = fillPublicLinks(html, { ...none, whitePaper: 'https://fre.example/livre-blanc.pdf?v=1&lang=fr', telegramGroup: 'https://t.me/fre_chat' });
    expect(footerLinks(some)).toEqual([
      ['FRE Mining', ['Créer un compte /register', 'Connexion /login', 'Chiffres et règles /transparence', 'Livre blanc https://fre.example/livre-blanc.pdf?v=1&lang=fr']],
      ['Communauté', ['Chat Telegram https://t.me/fre_chat']],
      ['Informations légales', ['Politique de confidentialité /privacy', 'Politique de cookies /cookies', "Conditions d'utilisation /terms"]],
    ]);
    expect(some).toContain('href="https://fre.example/livre-blanc.pdf?v=1&amp;lang=fr"');

    const unset = fillPublicLinks(html, none);
    expect(footerLinks(unset).map(([label]) => label)).toEqual(['FRE Mining', 'Informations légales']);
    expect(unset).not.toContain('.invalid');
    // Nothing else of the page changes.
    expect(parse(unset).querySelector('main')?.innerHTML).toBe(parse(html).querySelector('main')?.innerHTML);
  });
});
