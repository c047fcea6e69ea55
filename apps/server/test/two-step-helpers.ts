/** Two-step sign-in set up the way a player does it, with the codes an authenticator app would show. */
import { Secret, TOTP } from 'otpauth';
import { ACCOUNT, TWO_STEP } from '@fre/domain';
import type { ApiClient } from './api-client.ts';
import { endWithdrawalHold } from './credential-helpers.ts';
import { reauthenticate } from './reauth-helpers.ts';
import type { TestApp } from './test-app.ts';

/** The code an authenticator app shows for `secret` at the server's time. */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: TWO_STEP.digits, period: TWO_STEP.periodSeconds, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });
}

/**
 * A code of a time step not used yet: the server takes each step once, so the clock moves on one
 * period first (after the enrolment or a previous code).
 */
export function nextTotpCode(t: TestApp, secret: string): string {
  t.clock.advance(TWO_STEP.periodSeconds * 1000);
  return totpCode(secret, t.clock.now());
}

/**
 * Turns on two-step sign-in for the signed-in client, re-authenticated first with its password (or
 * `reauth`, for an account that already has a passkey); returns its secret and recovery codes.
 */
export async function enrolTotp(t: TestApp, client: ApiClient, reauth: Record<string, unknown> = {}): Promise<{ secret: string; recoveryCodes: string[] }> {
  await reauthenticate(client, reauth);
  const started = await client.post('/api/me/2fa/totp');
  if (started.status !== 200) throw new Error(`enrolment failed: ${JSON.stringify(started.body)}`);
  const secret = started.body.secret as string;
  const confirmed = await client.post('/api/me/2fa/totp/confirm', { code: totpCode(secret, t.clock.now()) });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes };
}

/**
 * Makes the account's app code and passkeys older than the hold their addition started (decision
 * 048), as if they had been added days ago.
 */
export async function ageSecondFactors(t: TestApp, userId: string): Promise<void> {
  const interval = `${ACCOUNT.credentialChangeWithdrawalPauseMs + 60_000} milliseconds`;
  await t.db.query('UPDATE totp_factors SET confirmed_at = confirmed_at - $2::interval, created_at = created_at - $2::interval WHERE user_id = $1', [userId, interval]);
  await t.db.query('UPDATE passkeys SET created_at = created_at - $2::interval WHERE user_id = $1', [userId, interval]);
  await endWithdrawalHold(t, userId);
}
