import { HOUR_MS, LANGUAGES, MINING } from '@fre/domain';
import { describe, expect, it } from 'vitest';
import { renderLanding } from './render-landing';

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
    expect([...notice!.querySelectorAll('[data-consent]')].map((button) => button.getAttribute('data-consent'))).toEqual(['accept', 'decline', 'customise']);
    // The skip link comes first and works without scripts.
    expect(page.querySelector('a, button')?.getAttribute('href')).toBe('#main');
    expect(page.querySelector('main#main h1')).not.toBeNull();
    // Plain links into the app.
    expect(page.querySelector('a[href="/register"]')).not.toBeNull();
    expect(page.querySelector('a[href="/login"]')).not.toBeNull();
  });
});
