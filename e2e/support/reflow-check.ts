import type { Page, TestInfo } from '@playwright/test';
import type { Language } from './locales.ts';
import { pageReady } from './screen-visit.ts';
import { snap } from './screenshots.ts';
import { expect } from './test.ts';

/**
 * Reflow (WCAG 1.4.10): at 320 px wide, with text at 100 % and at 200 %, a page scrolls only
 * vertically, and no key number (countdown, amounts) is cut.
 *
 * Text at 200 % is the root font size set to 200 % (a style tag): every type size of the app is in
 * rem, so this is what a browser's default-font-size setting at 32 px does. Chromium's own text zoom
 * is not reachable from Playwright in a way that behaves the same on every run.
 */

export const PHONE_320 = { width: 320, height: 640 };
export const TEXT_SIZES = [100, 200] as const;
/** The languages whose reflow screenshots are kept (FRE_E2E_SCREENSHOTS=1): the longest words and the widest glyphs. */
const PICTURED: readonly Language[] = ['ru', 'zh'];

export async function setTextSize(page: Page, percent: number): Promise<void> {
  await page.evaluate((size) => {
    let style = document.getElementById('e2e-text-size');
    if (!style) {
      style = document.createElement('style');
      style.id = 'e2e-text-size';
      document.head.append(style);
    }
    style.textContent = size === 100 ? '' : `html { font-size: ${size}% !important; }`;
  }, percent);
}

/**
 * The page's width against the screen's (the element's client width: in phone emulation the window
 * itself widens to the content), what sticks out, and the numbers cut by their box.
 */
async function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (element: Element) => {
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const { left, right } = element.getBoundingClientRect();
      return `<${element.tagName.toLowerCase()}${classes}> [${Math.round(left)}..${Math.round(right)}] "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    };
    // The innermost elements sticking out: what to fix (their parents only follow).
    const wide: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || (box.left >= -1 && box.right <= width + 1)) continue;
      if (getComputedStyle(element).visibility === 'hidden' || element.closest('svg') !== element && element.closest('svg')) continue;
      // Inside a box that scrolls sideways on purpose (a table, a row of chips) and itself fits.
      let contained = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const outer = parent.getBoundingClientRect();
        if (getComputedStyle(parent).overflowX !== 'visible' && outer.left >= -1 && outer.right <= width + 1) contained = true;
      }
      if (contained) continue;
      for (let index = wide.length - 1; index >= 0; index -= 1) if (wide[index]!.contains(element)) wide.splice(index, 1);
      wide.push(element);
    }
    // A number is cut when its own box hides part of it (ellipsis or clipping).
    const numbers = document.querySelectorAll<HTMLElement>('.tabular, [role="timer"], [class*="amount"], [class*="balance"], [class*="countdown"]');
    const clipped = [...numbers]
      .filter((element) => {
        const style = getComputedStyle(element);
        return element.offsetParent !== null && (style.textOverflow === 'ellipsis' || style.overflowX !== 'visible') && element.scrollWidth > element.clientWidth + 1;
      })
      .map(describe);
    const ellipsis = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.offsetParent !== null && getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1)
      .map(describe);
    // Text squeezed into a column a few letters wide (a word cut letter by letter): reflowed, but
    // hard to read — reported for a person to look at.
    const squeezed = [...document.body.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => {
        const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim().length > 6);
        if (!own || element.offsetParent === null) return false;
        return element.getBoundingClientRect().width < 3.5 * parseFloat(getComputedStyle(element).fontSize);
      })
      .map(describe);
    return { scrollWidth: root.scrollWidth, width, wide: wide.slice(0, 8).map(describe), clipped, ellipsis, squeezed };
  });
}

/** How long a page has to follow a resize: parts sized by script (a chart's canvas) follow it a few frames later. */
const SETTLE_MS = 3_000;

/** The measures once the page fits, or once it has had SETTLE_MS of frames to follow the resize. */
async function measureSettled(page: Page) {
  const until = Date.now() + SETTLE_MS;
  let seen = await measure(page);
  while (seen.scrollWidth > seen.width && Date.now() < until) {
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    seen = await measure(page);
  }
  return seen;
}

/**
 * Checks the screen `page` shows now at 320 px, text at 100 % then 200 %, resized in place (the
 * page is not opened again), softly; then puts the screen's size and the text back. `heading` is
 * the main heading's text when the screen has one of its own. Returns how many checks ran.
 */
export async function checkReflow(page: Page, testInfo: TestInfo, language: Language, where: string, heading?: string): Promise<number> {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE_320);
  try {
    for (const size of TEXT_SIZES) {
      await setTextSize(page, size);
      const label = `${where} (${language}, text ${size} %)`;
      await pageReady(page, label, heading);
      await page.evaluate(() => window.scrollTo(0, 0));
      const seen = await measureSettled(page);
      expect.soft(seen.scrollWidth, `${label}: page width at ${seen.width} px; wider: ${seen.wide.join(' | ')}`).toBeLessThanOrEqual(seen.width);
      expect.soft(seen.clipped, `${label}: numbers cut`).toEqual([]);
      if (seen.ellipsis.length) testInfo.annotations.push({ type: `ellipsis ${label}`, description: seen.ellipsis.join(' | ') });
      if (seen.squeezed.length) testInfo.annotations.push({ type: `squeezed ${label}`, description: seen.squeezed.join(' | ') });
      if (PICTURED.includes(language)) await snap(page, `reflow-${language}-${size}-${where}`);
    }
  } finally {
    await setTextSize(page, 100);
    if (before) await page.setViewportSize(before);
  }
  return TEXT_SIZES.length;
}
