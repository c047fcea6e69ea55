import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { PasskeyAuthenticationResponse } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import * as repo from './passkeys.repository.ts';
import { relyingParty, userHandleBase64url } from './relying-party.ts';

/**
 * Checks a passkey's answer to a challenge handed out for `purpose` (and `userId`, if the challenge
 * was an account's), spends the challenge and records the use; returns the passkey. Anything wrong,
 * from an unknown credential to a counter that did not grow, is passkey_invalid: a caller learns
 * nothing about which part failed. User verification is required: the passkey stands for both
 * factors (something held, unlocked by something known or physical). `db`: the caller's
 * transaction when it holds one (decision 038), else the pool. A passkey paused by a password
 * reset does not sign in (passkey_paused); inside a signed-in session it still proves the person.
 */
export async function verifyPasskeyAssertion(
  ctx: AppContext,
  db: Queryable,
  response: PasskeyAuthenticationResponse,
  challenge: { purpose: repo.ChallengePurpose; userId: string | null },
): Promise<repo.PasskeyRow> {
  const { clock } = ctx;
  const rp = relyingParty(ctx.config);
  const passkey = await repo.findPasskeyByCredentialId(db, response.id);
  if (!passkey || (challenge.userId !== null && passkey.user_id !== challenge.userId)) throw new AppError('passkey_invalid');
  // Discoverable credentials name their account too: it must be the one the credential belongs to.
  if (response.response.userHandle && response.response.userHandle !== userHandleBase64url(passkey.user_id)) throw new AppError('passkey_invalid');
  const now = clock.now();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (value) => repo.consumeChallenge(db, value, challenge.purpose, challenge.userId, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.credential_id, publicKey: new Uint8Array(passkey.public_key), counter: Number(passkey.counter), transports: passkey.transports },
      requireUserVerification: true,
    });
  } catch {
    throw new AppError('passkey_invalid');
  }
  if (!verification.verified) throw new AppError('passkey_invalid');
  // Said only to whoever holds the passkey: the signature is checked first.
  if (challenge.purpose === 'sign_in' && passkey.paused_at) throw new AppError('passkey_paused');
  if (!(await repo.recordUse(db, passkey.id, passkey.counter, verification.authenticationInfo.newCounter, now))) throw new AppError('passkey_invalid');
  return { ...passkey, last_used_at: now };
}
