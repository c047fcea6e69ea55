import type { Page, TestInfo } from '@playwright/test';
import { scanPage } from './accessibility-scan.ts';
import { expect } from './test.ts';

/**
 * One run of the accessibility gate over a page: `check` scans what the page shows and keeps its
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
    /** How many scans ran. */
    get scans(): number {
      return screens.length;
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
