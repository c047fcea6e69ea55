import type { APIRequestContext } from '@playwright/test';
import { solvedAppChallenge } from './bot-challenge.ts';
import { linkFromOutbox } from './outbox.ts';
import { readMessages } from './quiet-overlays.ts';
import { expect } from './test.ts';

/**
 * A player signed up on `request` (its cookies sign the browser in) in French, verified by the
 * emailed link, with the tutorial skipped (tested on its own) and the messages other journeys
 * published read, so that they do not open over the journey's dialogs.
 */
export async function signUpReady(request: APIRequestContext, account: { email: string; nickname: string }, password: string): Promise<void> {
  const registered = await request.post('/api/auth/register', { data: { ...account, password, confirmPassword: password, language: 'fr', altcha: await solvedAppChallenge() } });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = new URL(await linkFromOutbox(account.email, 'verify-email'), 'http://x').searchParams.get('token');
  expect((await request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
  expect((await request.patch('/api/me', { data: { tutorialSkipped: true } })).ok()).toBe(true);
  await readMessages(request);
}
