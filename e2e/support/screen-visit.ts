import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** In-app navigation (what a tapped link does): no reload, the signed-in state, answered overlays and text size stay. */
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
