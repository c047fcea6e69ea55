import type { APIRequestContext, Page } from '@playwright/test';
import { namespaceTexts, type Language } from './locales.ts';
import { expect } from './test.ts';

/**
 * Re-authenticates the session of `request` (POST /api/me/reauth, decision 039): adding a second
 * factor, linking a wallet or exporting the data needs it. The password, and a current app code
 * (`otp`) when the account has two-step sign-in on. It lasts 10 minutes of the server's clock: a
 * journey that moves the clock further re-authenticates again before the next such action.
 */
export async function reauthenticate(request: APIRequestContext, password: string, otp?: string): Promise<void> {
  const response = await request.post('/api/me/reauth', { data: { password, otp } });
  if (response.status() !== 204) throw new Error(`re-authentication refused: ${response.status()} ${await response.text()}`);
}

/**
 * Answers the app's "Confirm it's you" dialog as a player does: the password (and the app's code
 * when asked), then Confirm; waits for the dialog to close.
 */
export async function confirmItsYou(page: Page, password: string, options: { code?: string; language?: Language } = {}): Promise<void> {
  const security = namespaceTexts('security', options.language ?? 'fr');
  const dialog = page.getByRole('dialog', { name: security('reauth.title') });
  await dialog.getByLabel(security('reauth.password'), { exact: true }).fill(password);
  if (options.code) await dialog.getByLabel(security('reauth.code')).fill(options.code);
  await dialog.getByRole('button', { name: security('reauth.submit') }).click();
  await expect(dialog).toBeHidden();
}
