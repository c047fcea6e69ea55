import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

const localesDir = path.resolve(import.meta.dirname, '..', '..', 'packages', 'i18n', 'locales');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The unread-messages modal's title in every language. */
const unreadTitles = new RegExp(
  ['fr', 'en', 'es', 'ru', 'zh']
    .map((language) => (JSON.parse(readFileSync(path.join(localesDir, language, 'messages.json'), 'utf8')) as { unread: { title: string } }).unread.title)
    .map(escape)
    .join('|'),
);

/**
 * For journeys about something else: the visitor already answered the cookie popup, and the
 * tutorial is skipped on the account, so neither overlay covers what the journey clicks.
 * (The consent and tutorial journeys test those overlays themselves.)
 */
export async function answeredCookies(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    if (!window.localStorage.getItem('fre.consent')) {
      window.localStorage.setItem('fre.consent', JSON.stringify({ necessary: true, advertising: false, savedAt: new Date().toISOString() }));
    }
  });
}

/** Marks the signed-in account's tutorial as skipped (the same call the tutorial's "Skip" makes). */
export async function skipTutorial(page: Page): Promise<void> {
  const response = await page.request.patch('/api/me', { data: { tutorialSkipped: true } });
  if (!response.ok()) throw new Error(`could not skip the tutorial: ${response.status()}`);
}

/**
 * Information messages published by other journeys make the unread-messages modal appear for every
 * account on each app load; journeys about something else close it (Escape) whenever it shows.
 */
export async function closeUnreadMessages(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: unreadTitles }), async () => {
    await page.keyboard.press('Escape');
  }, { noWaitAfter: true });
}

/**
 * Messages other journeys published open their notices by themselves on every load: the account
 * signed in on `request` has read them (the calls the notices make), so a journey's key presses go
 * where it means them to.
 */
export async function readMessages(request: APIRequestContext): Promise<void> {
  for (let round = 0; round < 10; round += 1) {
    const { global } = (await (await request.get('/api/messages')).json()) as { global: { id: string } | null };
    if (!global) break;
    const read = await request.post(`/api/messages/global/${global.id}/read`);
    if (read.status() !== 204) throw new Error(`could not read message ${global.id}: ${read.status()}`);
  }
  const read = await request.post('/api/messages/read');
  if (read.status() !== 204) throw new Error(`could not read the messages: ${read.status()}`);
}
