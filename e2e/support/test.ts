import { test as base, type BrowserContext } from '@playwright/test';
import { closeUnreadMessages } from './quiet-overlays.ts';

/**
 * The journeys' `test`: every page of every context (including contexts a journey opens for a
 * second user) closes the unread-messages modal that earlier journeys' messages cause.
 */
export const test = base.extend<{ quietMessages: void }>({
  quietMessages: [
    async ({ browser, context }, use) => {
      const attach = (ctx: BrowserContext) => {
        for (const page of ctx.pages()) void closeUnreadMessages(page);
        ctx.on('page', (page) => void closeUnreadMessages(page));
      };
      attach(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        attach(created);
        return created;
      };
      await use();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
