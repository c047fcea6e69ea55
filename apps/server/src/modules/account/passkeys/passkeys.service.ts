import { generateAuthenticationOptions, generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { PASSKEYS, type PasskeyAuthenticationResponse, type PasskeyRegistrationResponse } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { isUniqueViolation } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import { announceCredentialChange, recordCredentialChange } from '#server/modules/account/credentials/credential-changes.ts';
import { lockAllSessionsOf } from '#server/modules/account/sessions/sessions.repository.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { verifyPasskeyAssertion } from './passkey-assertion.ts';
import * as repo from './passkeys.repository.ts';
import { relyingParty, userHandle } from './relying-party.ts';

/** An account's passkeys: adding one (the browser's creation ceremony), naming, removing, confirming with one. */
export function createPasskeysService(ctx: AppContext) {
  const { db, clock } = ctx;
  const rp = relyingParty(ctx.config);

  async function storeChallenge(challenge: string, purpose: repo.ChallengePurpose, userId: string | null): Promise<void> {
    const now = clock.now();
    await repo.insertChallenge(db, { challenge, purpose, userId, now, expiresAt: new Date(now.getTime() + PASSKEYS.challengeTtlMs) });
  }

  return {
    /** Discoverable credentials only: a passkey signs in without the address being typed. */
    async registrationOptions(user: UserRow) {
      const existing = await repo.listPasskeys(db, user.id);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userID: userHandle(user.id),
        // An account made in Telegram may have no address (decision 045): its nickname names it.
        userName: user.email ?? user.nickname,
        userDisplayName: user.nickname,
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports })),
        authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
        timeout: PASSKEYS.challengeTtlMs,
      });
      await storeChallenge(options.challenge, 'register', user.id);
      return options;
    },

    async add(user: UserRow, response: PasskeyRegistrationResponse, name: string, ip: string): Promise<repo.PasskeyRow> {
      const now = clock.now();
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge: (value) => repo.consumeChallenge(db, value, 'register', user.id, now),
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: false,
        });
      } catch {
        throw new AppError('passkey_invalid');
      }
      if (!verification.verified) throw new AppError('passkey_invalid');
      const { credential } = verification.registrationInfo;
      let added: { passkey: repo.PasskeyRow; pausedUntil: Date };
      try {
        added = await db.transaction(async (tx) => {
          const passkey = await repo.insertPasskey(tx, {
            userId: user.id,
            credentialId: credential.id,
            publicKey: credential.publicKey,
            counter: credential.counter,
            transports: credential.transports ?? [],
            name,
            now,
          });
          return { passkey, pausedUntil: await recordCredentialChange(ctx, tx, { user, kind: 'passkey', change: 'added', label: name, ip }) };
        });
      } catch (error) {
        // The same authenticator registered twice (excludeCredentials makes browsers refuse it first).
        if (isUniqueViolation(error, 'passkeys_credential_id_key')) throw new AppError('passkey_invalid');
        throw error;
      }
      await announceCredentialChange(ctx, user, 'passkey', 'added', added.pausedUntil);
      return added.passkey;
    },

    list: (user: UserRow) => repo.listPasskeys(db, user.id),

    async rename(user: UserRow, id: string, name: string): Promise<repo.PasskeyRow> {
      const passkey = await repo.renamePasskey(db, user.id, id, name);
      if (!passkey) throw new AppError('not_found');
      return passkey;
    },

    async remove(user: UserRow, id: string, ip: string): Promise<void> {
      const pausedUntil = await db.transaction(async (tx) => {
        const removed = await repo.deletePasskey(tx, user.id, id);
        if (!removed) throw new AppError('not_found');
        // The back office opened with a second factor closes with one: a new one means a new unlock with the access code.
        await lockAllSessionsOf(tx, user.id);
        return recordCredentialChange(ctx, tx, { user, kind: 'passkey', change: 'removed', label: removed.name, ip });
      });
      await announceCredentialChange(ctx, user, 'passkey', 'removed', pausedUntil);
    },

    /** A passkey paused by a password reset signs in again: the player kept it, from a re-authenticated session (decision 039). */
    async keep(user: UserRow, id: string): Promise<repo.PasskeyRow> {
      const passkey = await repo.resumePasskey(db, user.id, id);
      if (!passkey) throw new AppError('not_found');
      return passkey;
    },

    /** A challenge that only this account's passkeys may answer: a money move confirmed by the person. */
    async confirmationOptions(user: UserRow) {
      const passkeys = await repo.listPasskeys(db, user.id);
      if (passkeys.length === 0) throw new AppError('not_found');
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: passkeys.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports })),
        userVerification: 'required',
        timeout: PASSKEYS.challengeTtlMs,
      });
      await storeChallenge(options.challenge, 'confirm', user.id);
      return options;
    },

    /** Throws passkey_invalid unless `response` answers one of confirmationOptions' challenges of this account. */
    async confirm(user: UserRow, response: PasskeyAuthenticationResponse): Promise<void> {
      await verifyPasskeyAssertion(ctx, db, response, { purpose: 'confirm', userId: user.id });
    },

    /** Any discoverable passkey of the site may answer: the browser offers them (autofill included). */
    async signInOptions() {
      const options = await generateAuthenticationOptions({ rpID: rp.id, allowCredentials: [], userVerification: 'required', timeout: PASSKEYS.challengeTtlMs });
      await storeChallenge(options.challenge, 'sign_in', null);
      return options;
    },

    /** The account whose passkey answered a sign-in challenge; the caller opens its session. */
    async signIn(response: PasskeyAuthenticationResponse): Promise<string> {
      const passkey = await verifyPasskeyAssertion(ctx, db, response, { purpose: 'sign_in', userId: null });
      return passkey.user_id;
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
