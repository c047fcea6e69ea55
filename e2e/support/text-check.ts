import type { Page } from '@playwright/test';
import { allTexts, LANGUAGES, type Language } from './locales.ts';
import { expect } from './test.ts';

/**
 * What a person reading a screen in a language would see wrong: a translation key or a
 * {{placeholder}} shown raw, something wider than the phone, and French left on a screen in another
 * language. Text running out of its box is reported for a person to look at, not failed.
 */

const locales = Object.fromEntries(LANGUAGES.map((language) => [language, allTexts(language)])) as Record<Language, Map<string, string>>;

/** Every key of the locale files, with and without its namespace (and plural suffix), as it would show raw. */
const KEYS = new Set<string>();
for (const id of locales.fr.keys()) {
  const [namespace, key] = id.split(':') as [string, string];
  for (const variant of [key, key.replace(/_(zero|one|two|few|many|other)$/, '')]) {
    KEYS.add(variant);
    KEYS.add(`${namespace}:${variant}`);
  }
}
const KEY_LIKE = /(?:\b[a-z][\w-]*:)?\b[a-zA-Z][\w-]*(?:\.[\w-]+)+\b/g;

const fragments = new Map<Language, string[]>();
/**
 * French fragments (between placeholders and markup) of texts that are translated differently in
 * `language`, long enough not to occur by chance, and found in none of that language's texts.
 */
function frenchFragments(language: Language): string[] {
  if (language === 'fr') return [];
  const cached = fragments.get(language);
  if (cached) return cached;
  const own = [...locales[language].values()].join('\n');
  const found = new Set<string>();
  for (const [id, fr] of locales.fr) {
    if (id.startsWith('email:') || id.startsWith('legal:')) continue;
    const translated = locales[language].get(id);
    if (translated === undefined || translated === fr) continue;
    for (const part of fr.split(/\{\{[^}]*\}\}|<\/?\w+\s*\/?>|\n/)) {
      const fragment = part.trim();
      if (fragment.length >= 14 && /\s/.test(fragment) && !own.includes(fragment)) found.add(fragment);
    }
  }
  fragments.set(language, [...found]);
  return fragments.get(language)!;
}

/** What a person would see wrong on the screen, read from the rendered page. */
export async function inspect(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const label = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const { left, right } = element.getBoundingClientRect();
      return `<${element.tagName.toLowerCase()}${classes}> [${Math.round(left)}..${Math.round(right)}] "${label}"`;
    };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'contents' && Number(style.opacity) > 0;
    };
    /** Inside a box that scrolls or clips sideways and itself fits: the overflow is designed. */
    const contained = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') {
          const box = parent.getBoundingClientRect();
          if (box.left >= -1 && box.right <= width + 1) return true;
        }
      }
      return false;
    };
    const wide: string[] = [];
    const reported: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || (box.left >= -1 && box.right <= width + 1)) continue;
      if (!shown(element) || contained(element) || reported.some((outer) => outer.contains(element))) continue;
      reported.push(element);
      wide.push(describe(element));
    }
    /** Text running out of its own box (a long word in a button), or cut by it. */
    const spill: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !node.textContent?.trim() || !shown(owner)) continue;
      range.selectNodeContents(node);
      const textBox = range.getBoundingClientRect();
      if (textBox.width < 2) continue;
      let box: Element | null = owner;
      while (box && getComputedStyle(box).display === 'inline') box = box.parentElement;
      if (!box) continue;
      const limit = box.getBoundingClientRect();
      // Screen-reader-only texts live in a 1 px box on purpose.
      if (limit.width < 5) continue;
      const style = getComputedStyle(box);
      const right = limit.right - parseFloat(style.borderRightWidth);
      const left = limit.left + parseFloat(style.borderLeftWidth);
      if ((textBox.right > right + 2 || textBox.left < left - 2) && style.textOverflow !== 'ellipsis') {
        if (contained(box) && style.overflowX === 'visible' && box.parentElement && getComputedStyle(box.parentElement).overflowX !== 'visible') continue;
        spill.push(`${describe(box)} text "${node.textContent.trim().slice(0, 40)}" [${Math.round(textBox.left)}..${Math.round(textBox.right)}] box [${Math.round(left)}..${Math.round(right)}]`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, body: document.body.innerText, wide, spill };
  });
}

/**
 * Checks the screen `page` shows now (ready: its heading and data are there) as read in `language`,
 * softly, so that one run lists every screen's problems. `heading` is the `namespace:key` of its
 * main heading when it has one of its own (a French heading left is looked for too). Returns the
 * texts running out of their box.
 */
export async function checkTexts(page: Page, language: Language, where: string, heading?: string): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const seen = await inspect(page);
  const label = `${where} (${language})`;
  const keys = [...new Set([...seen.body.matchAll(KEY_LIKE)].map(([match]) => match).filter((match) => KEYS.has(match)))];
  expect.soft(keys, `${label}: translation keys on screen`).toEqual([]);
  const placeholders = seen.body.split('\n').filter((line) => /\{\{|\}\}/.test(line));
  expect.soft(placeholders, `${label}: {{placeholders}} on screen`).toEqual([]);
  const screenWidth = page.viewportSize()?.width ?? seen.width;
  expect.soft(seen.scrollWidth, `${label}: page width; wider elements: ${seen.wide.join(' | ')}`).toBeLessThanOrEqual(screenWidth);
  expect.soft(seen.wide, `${label}: elements wider than the screen`).toEqual([]);
  if (language !== 'fr') {
    if (heading) {
      const frHeading = locales.fr.get(heading)!;
      const asWord = new RegExp(`(?<!\\p{L})${frHeading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u');
      if (frHeading !== locales[language].get(heading)) expect.soft(seen.body, `${label}: French heading "${frHeading}" left`).not.toMatch(asWord);
    }
    const left = frenchFragments(language).filter((fragment) => seen.body.includes(fragment));
    expect.soft(left, `${label}: French texts left`).toEqual([]);
  }
  return seen.spill.map((line) => `${language} ${where}: ${line}`);
}

/** Only the width of what shows over the page now (an open panel): nothing wider than the screen. */
export async function checkWidth(page: Page, language: Language, where: string): Promise<void> {
  const seen = await inspect(page);
  expect.soft(seen.wide, `${where} (${language}): elements wider than the screen`).toEqual([]);
}
