import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ACCESSIBILITY_EXCLUSIONS } from './accessibility-exclusions.ts';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
/**
 * Label in name (WCAG 2.5.3): the accessible name of a control must contain its visible text, or a
 * voice user saying what they see ("2×") reaches nothing. axe ships this rule switched off as
 * experimental; issue 22 found such controls, so the gate turns it on.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };
/** What fails the gate; moderate and minor findings are counted in the summary only. */
const BLOCKING = new Set(['serious', 'critical']);

export interface ScanResult {
  /** One line per blocking violation and element: impact, rule, where, which element and why. */
  blocking: string[];
  /** How many moderate or minor findings (element count), for the summary. */
  minor: number;
}

/**
 * Runs axe on what `page` shows now, the third-party widgets of ACCESSIBILITY_EXCLUSIONS left out.
 * `where` names the screen in the lines (page, language, viewport, open dialog).
 */
export async function scanPage(page: Page, where: string): Promise<ScanResult> {
  // options() first: it replaces the options that withTags() then adds its tags to.
  let builder = new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).withTags(AXE_TAGS);
  for (const { selector } of ACCESSIBILITY_EXCLUSIONS) builder = builder.exclude(selector);
  // Legacy mode runs axe in the page itself (no blank page opened per scan): our pages have no
  // frame of their own to check (the trading embed is a third party's, and is not configured here).
  const { violations } = await builder.setLegacyMode(true).analyze();
  const blocking: string[] = [];
  let minor = 0;
  for (const violation of violations) {
    if (!BLOCKING.has(violation.impact ?? '')) {
      minor += violation.nodes.length;
      continue;
    }
    for (const node of violation.nodes) {
      const why = (node.failureSummary ?? '').split('\n').map((line) => line.trim()).filter(Boolean).slice(1, 3).join(' ');
      blocking.push(`[${violation.impact}] ${violation.id} on ${where}: ${node.target.join(' ')} ${node.html.slice(0, 160)} — ${why} (${violation.helpUrl})`);
    }
  }
  return { blocking, minor };
}
