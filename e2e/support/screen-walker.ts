import type { Page, TestInfo } from '@playwright/test';
import { accessibilityGate } from './accessibility-gate.ts';
import { textOf, type Language } from './locales.ts';
import { checkReflow } from './reflow-check.ts';
import { navigate, pageReady } from './screen-visit.ts';
import { snap } from './screenshots.ts';
import { checkTexts, checkWidth } from './text-check.ts';
import type { Checks } from './walker-plan.ts';

/** A screen as the walker opens it: `heading` is the `namespace:key` of its main heading, when it has one of its own. */
export interface WalkedScreen {
  name: string;
  path: string;
  heading?: string;
}

/**
 * One walk of the screens in `language` on `page`: each screen is opened once and, at that visit,
 * gets every check that applies to it (walker-plan.ts): the text checks, the reflow check (resized
 * in place to 320 px and back) and the accessibility scan. `finish` prints how many of each ran and
 * fails on the accessibility findings; the other checks fail softly where they are made, so one run
 * lists every screen's problems.
 */
export function screenWalker(page: Page, testInfo: TestInfo, language: Language, label: string) {
  const started = Date.now();
  const gate = accessibilityGate(page, testInfo, label);
  const counts = { text: 0, reflow: 0 };
  /** Texts running out of their box: reported for a person to look at. */
  const spill: string[] = [];

  const walker = {
    /** Checks the screen `page` shows now, once it is ready (its heading, no loading left). */
    async check(screen: WalkedScreen, checks: Checks): Promise<void> {
      const heading = screen.heading === undefined ? undefined : textOf(language, screen.heading);
      await pageReady(page, `${screen.name} (${language})`, heading);
      if (checks.text) {
        spill.push(...(await checkTexts(page, language, screen.name, screen.heading)));
        counts.text += 1;
        await snap(page, `lang-${language}-${screen.name}`);
      }
      if (checks.axe) await gate.check(screen.name);
      if (checks.reflow) counts.reflow += await checkReflow(page, testInfo, language, screen.name, heading);
    },
    /** Opens the screen as a tapped link does (no reload), then checks it. */
    async visit(screen: WalkedScreen, checks: Checks): Promise<void> {
      await navigate(page, screen.path);
      await walker.check(screen, checks);
    },
    /** Opens the screen by its address (a page load), then checks it. */
    async open(screen: WalkedScreen, checks: Checks): Promise<void> {
      await page.goto(screen.path);
      await walker.check(screen, checks);
    },
    /** The accessibility scan of what shows now: a dialog open, a round in progress, a form filled. */
    async scan(where: string): Promise<void> {
      await gate.check(where);
    },
    /** The text check of a panel open over the page: nothing wider than the screen. */
    async panelWidth(where: string): Promise<void> {
      await checkWidth(page, language, where);
      counts.text += 1;
    },
    /** The summary (on stderr and in the report), texts out of their box, and the accessibility findings. */
    finish(): void {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const summary = `screen walker, ${label}: ${counts.text} text checks, ${counts.reflow} reflow checks, ${gate.scans} accessibility scans in ${seconds} s`;
      console.warn(summary);
      testInfo.annotations.push({ type: 'screen walker', description: summary });
      if (spill.length) {
        testInfo.annotations.push({ type: 'text outside its box', description: spill.join('\n') });
        console.warn(`text outside its box (${label}):\n${spill.join('\n')}`);
      }
      if (gate.scans > 0) gate.finish();
    },
  };
  return walker;
}
