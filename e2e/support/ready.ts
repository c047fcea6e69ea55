import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNT, type Language } from '@fre/domain';
import { enrolTwoStep, type NextCode } from './admin-second-factor.ts';
import { solvedAppChallenge } from './bot-challenge.ts';
import { runSql } from './database.ts';
import { linkFromOutbox } from './outbox.ts';
import { answeredCookies, readMessages } from './quiet-overlays.ts';
import { expect } from './test.ts';

/** The one password of the journeys' accounts (it passes the sign-up policy). */
export const PASSWORD = 'Str0ng!pass';

export interface ReadyPlayer {
  id: string;
  email: string;
  nickname: string;
  password: string;
}

let made = 0;

/** A unique address and nickname for this run, worker and call: journeys run side by side. */
function uniqueAccount(prefix: string): { email: string; nickname: string } {
  made += 1;
  const stamp = `${Date.now().toString(36)}${process.env.TEST_PARALLEL_INDEX ?? 0}${made}`;
  // In a nickname too long the prefix gives way, never the stamp that makes it unique.
  return { email: `${prefix}.${stamp}@example.test`, nickname: `${prefix.slice(0, Math.max(0, ACCOUNT.nicknameMaxLength - stamp.length))}${stamp}` };
}

export interface ReadyPlayerOptions {
  /** Starts the address and the nickname. */
  prefix?: string;
  language?: Language;
  account?: { email: string; nickname: string };
  /** False leaves the email unverified (a journey that opens the link itself). */
  verified?: boolean;
  /** False leaves the welcome tutorial to greet the account (the tutorial's own journey). */
  tutorialSkipped?: boolean;
  /** Signed up through a referrer's invitation. */
  referralCode?: string;
}

/**
 * A player as the journeys start from one, made through the API on `request` (its cookies sign that
 * browser in): signed up in `language` (French unless said), the email verified by its link, the
 * tutorial skipped (tested on its own) and the messages other journeys published read, so that
 * they do not open over the journey's dialogs.
 */
export async function readyPlayer(request: APIRequestContext, options: ReadyPlayerOptions = {}): Promise<ReadyPlayer> {
  const account = options.account ?? uniqueAccount(options.prefix ?? 'player');
  const registered = await request.post('/api/auth/register', {
    data: {
      ...account,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      language: options.language ?? 'fr',
      ...(options.referralCode ? { referralCode: options.referralCode } : {}),
      altcha: await solvedAppChallenge(),
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };
  if (options.verified !== false) {
    const token = new URL(await linkFromOutbox(account.email, 'verify-email'), 'http://x').searchParams.get('token');
    expect((await request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
  }
  if (options.tutorialSkipped !== false) expect((await request.patch('/api/me', { data: { tutorialSkipped: true } })).ok()).toBe(true);
  await readMessages(request);
  return { id: user.id, ...account, password: PASSWORD };
}

/**
 * `readyPlayer` signed in on `page`'s browser, which has answered the cookie notice (tested on its
 * own) and, when `language` is given, speaks it from the first page on.
 */
export async function readyPlayerOn(page: Page, options: ReadyPlayerOptions = {}): Promise<ReadyPlayer> {
  await answeredCookies(page.context());
  if (options.language) await page.context().addInitScript((language) => window.localStorage.setItem('fre.language', language), options.language);
  return readyPlayer(page.request, options);
}

export interface ReadyOperator extends ReadyPlayer {
  /** The authenticator app of the operator's two-step sign-in: the next code the server takes. */
  nextCode: NextCode;
  /** The personal access code that unlocks the back office. */
  accessCode: string;
}

/**
 * An operator ready for the back office, signed in on `request`: a ready player with two-step
 * sign-in on (the back office opens only with a second factor, decision 039), the admin role given
 * in the database as the CLI gives it (the CLI itself has its own journey), and a personal access
 * code, which also unlocks this session.
 */
export async function readyOperator(request: APIRequestContext, options: { prefix?: string; accessCode?: string } = {}): Promise<ReadyOperator> {
  const player = await readyPlayer(request, { prefix: options.prefix ?? 'operator' });
  const nextCode = await enrolTwoStep(request, PASSWORD);
  expect(await runSql("UPDATE users SET role = 'admin' WHERE id = $1", [player.id])).toBe(1);
  const accessCode = options.accessCode ?? `Acces-${player.nickname}`;
  const created = await request.put('/api/admin/access-code', { data: { newCode: accessCode } });
  expect(created.status(), await created.text()).toBe(204);
  return { ...player, nextCode, accessCode };
}
