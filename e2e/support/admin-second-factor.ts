import type { APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { TWO_STEP } from '@fre/domain';
import { reauthenticate } from './reauthentication.ts';
import { advanceServerClock, serverNowSeconds } from './test-clock.ts';

/**
 * Gives the next app code the server will take: each time step is accepted once per account.
 * `request` reads (and moves) the server clock when the enrolling context has been disposed.
 */
export type NextCode = (request?: APIRequestContext) => Promise<string>;

/**
 * Turns on two-step sign-in for the account signed in on `request`, as a player does it from
 * Profile → Security, and returns the authenticator app: the CLI grants the admin role only to an
 * account with a second factor and the back office opens only for one (decisions 024, 039), and
 * every later password sign-in of it needs a code. The session re-authenticates first with the
 * account's `password`, as adding a second factor asks (decision 039).
 * Codes are computed at the server's (test) time; when this account already spent the current step,
 * the clock moves on to the next one instead of waiting for it.
 */
export async function enrolTwoStep(request: APIRequestContext, password: string): Promise<NextCode> {
  await reauthenticate(request, password);
  const started = await request.post('/api/me/2fa/totp');
  if (started.status() !== 200) throw new Error(`two-step enrolment refused: ${started.status()} ${await started.text()}`);
  const { secret } = (await started.json()) as { secret: string };
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: TWO_STEP.digits, period: TWO_STEP.periodSeconds, algorithm: 'SHA1' });
  let lastStep = -1;

  const next: NextCode = async (clock = request) => {
    let now = await serverNowSeconds(clock);
    if (Math.floor(now / TWO_STEP.periodSeconds) <= lastStep) {
      await advanceServerClock(clock, ((lastStep + 1) * TWO_STEP.periodSeconds - now + 1) * 1000);
      now = await serverNowSeconds(clock);
    }
    lastStep = Math.floor(now / TWO_STEP.periodSeconds);
    return totp.generate({ timestamp: now * 1000 });
  };

  const confirmed = await request.post('/api/me/2fa/totp/confirm', { data: { code: await next() } });
  if (confirmed.status() !== 200) throw new Error(`two-step confirmation refused: ${confirmed.status()} ${await confirmed.text()}`);
  return next;
}
