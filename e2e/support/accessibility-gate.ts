import { expect, type Page, type TestInfo } from '@playwright/test';
import { allTexts, type Language } from './locales.ts';
import { scanPage } from './accessibility-scan.ts';

const cache = new Map<Language, Map<string, string>>();
/** A text of `language` by `namespace:key`, its {{placeholders}} filled from `values`. */
export function textOf(language: Language, id: string, values: Record<string, string | number> = {}): string {
  if (!cache.has(language)) cache.set(language, allTexts(language));
  const value = cache.get(language)!.get(id);
  if (value === undefined) throw new Error(`missing ${language} text ${id}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** In-app navigation (what a tapped link does): no reload, the signed-in state and answered overlays stay. */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The page has its main heading (`name`, or any level-1 heading) and no loading status left. */
export async function pageReady(page: Page, what: string, name?: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name, exact: true }) }).first();
  await expect(heading, `${what}: main heading${name === undefined ? '' : ` "${name}"`}`).toBeVisible();
  await expect(page.locator('[role="status"][aria-label]'), `${what}: still loading`).toHaveCount(0, { timeout: 15_000 });
}

/**
 * One run of the gate over a browser context: `check` scans what the page shows and keeps its
 * blocking findings; `finish` prints the summary (screens, time, findings) and fails on any finding.
 */
export function accessibilityGate(page: Page, testInfo: TestInfo, label: string) {
  const started = Date.now();
  const blocking: string[] = [];
  const screens: string[] = [];
  let minor = 0;
  return {
    async check(where: string): Promise<void> {
      const result = await scanPage(page, `${where} (${label}, ${page.viewportSize()?.width ?? '?'} px)`);
      screens.push(where);
      blocking.push(...result.blocking);
      minor += result.minor;
    },
    finish(): void {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const summary = `accessibility gate, ${label}: ${screens.length} screens in ${seconds} s, ${blocking.length} serious/critical, ${minor} moderate/minor`;
      // On stderr with the run's other notes: the figures to read in a CI log.
      console.warn(summary);
      testInfo.annotations.push({ type: 'accessibility gate', description: summary });
      expect(blocking, `${summary}:\n${blocking.join('\n')}\n`).toEqual([]);
    },
  };
}
