import path from 'node:path';
import type { Page } from '@playwright/test';

const dir = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/**
 * Full-page screenshots kept after the run for a person to look at (test-results/screenshots).
 * `fullPage: false` keeps only the viewport (for a dialog over the page).
 */
export async function snap(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage, animations: 'disabled' });
}
