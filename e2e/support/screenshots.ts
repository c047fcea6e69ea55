import path from 'node:path';
import type { Page } from '@playwright/test';

const dir = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/**
 * Screenshots are taken when a person means to look at them (FRE_E2E_SCREENSHOTS=1): a run that
 * only asserts writes none, and a failing test keeps its own (the config's `use.screenshot`).
 */
export const SCREENSHOTS = process.env.FRE_E2E_SCREENSHOTS === '1';

/**
 * Full-page screenshots kept after the run for a person to look at (test-results/screenshots), when
 * asked for. `fullPage: false` keeps only the viewport (for a dialog over the page).
 */
export async function snap(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage, animations: 'disabled' });
}
