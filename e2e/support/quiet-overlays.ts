import type { BrowserContext, Page } from '@playwright/test';

/**
 * For journeys about something else: the visitor already answered the cookie popup, and the
 * tutorial is skipped on the account, so neither overlay covers what the journey clicks.
 * (The consent and tutorial journeys test those overlays themselves.)
 */
export async function answeredCookies(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    if (!window.localStorage.getItem('fre.consent')) {
      window.localStorage.setItem('fre.consent', JSON.stringify({ necessary: true, functional: false, analytics: false, advertising: false, savedAt: new Date().toISOString() }));
    }
  });
}

/** Marks the signed-in account's tutorial as skipped (the same call the tutorial's "Skip" makes). */
export async function skipTutorial(page: Page): Promise<void> {
  const response = await page.request.patch('/api/me', { data: { tutorialSkipped: true } });
  if (!response.ok()) throw new Error(`could not skip the tutorial: ${response.status()}`);
}
