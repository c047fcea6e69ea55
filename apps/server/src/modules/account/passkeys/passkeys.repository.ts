import type { Queryable } from '#server/db/pool.ts';

export type ChallengePurpose = 'register' | 'sign_in' | 'confirm';

export interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  counter: bigint;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
  /** Set by a password reset: not a sign-in method until the player keeps it (decision 039). */
  paused_at: Date | null;
}

const COLUMNS = 'id, user_id, credential_id, public_key, counter, transports, name, created_at, last_used_at, paused_at';

/** Expired challenges go with each new one: the table stays as small as the ceremonies under way. */
export async function insertChallenge(
  db: Queryable,
  challenge: { challenge: string; purpose: ChallengePurpose; userId: string | null; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query('DELETE FROM passkey_challenges WHERE expires_at <= $1', [challenge.now]);
  await db.query(
    'INSERT INTO passkey_challenges (challenge, purpose, user_id, expires_at) VALUES ($1, $2, $3, $4)',
    [challenge.challenge, challenge.purpose, challenge.userId, challenge.expiresAt],
  );
}

/** Spends a live challenge of this purpose (and account, if any): true once, whatever the races. */
export async function consumeChallenge(db: Queryable, challenge: string, purpose: ChallengePurpose, userId: string | null, now: Date): Promise<boolean> {
  const result = await db.query(
    `DELETE FROM passkey_challenges
     WHERE challenge = $1 AND purpose = $2 AND user_id IS NOT DISTINCT FROM $3 AND expires_at > $4 RETURNING challenge`,
    [challenge, purpose, userId, now],
  );
  return result.rowCount === 1;
}

export async function insertPasskey(
  db: Queryable,
  passkey: { userId: string; credentialId: string; publicKey: Uint8Array; counter: number; transports: string[]; name: string; now: Date },
): Promise<PasskeyRow> {
  const result = await db.query<PasskeyRow>(
    `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [passkey.userId, passkey.credentialId, Buffer.from(passkey.publicKey), passkey.counter, passkey.transports, passkey.name, passkey.now],
  );
  return result.rows[0]!;
}

export async function listPasskeys(db: Queryable, userId: string): Promise<PasskeyRow[]> {
  const result = await db.query<PasskeyRow>(`SELECT ${COLUMNS} FROM passkeys WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
  return result.rows;
}

export async function findPasskeyByCredentialId(db: Queryable, credentialId: string): Promise<PasskeyRow | null> {
  const result = await db.query<PasskeyRow>(`SELECT ${COLUMNS} FROM passkeys WHERE credential_id = $1`, [credentialId]);
  return result.rows[0] ?? null;
}

/** `signIn`: only passkeys that sign in, not those paused by a password reset. */
export async function hasPasskey(db: Queryable, userId: string, options: { signIn?: boolean } = {}): Promise<boolean> {
  const result = await db.query(`SELECT 1 FROM passkeys WHERE user_id = $1${options.signIn ? ' AND paused_at IS NULL' : ''} LIMIT 1`, [userId]);
  return result.rowCount === 1;
}

/** A password reset: every passkey of the account stops signing in (decision 039). */
export async function pausePasskeys(db: Queryable, userId: string, now: Date): Promise<number> {
  const result = await db.query('UPDATE passkeys SET paused_at = $2 WHERE user_id = $1 AND paused_at IS NULL', [userId, now]);
  return result.rowCount ?? 0;
}

/** The player keeps a paused passkey as a sign-in method; null when it is not theirs. */
export async function resumePasskey(db: Queryable, userId: string, id: string): Promise<PasskeyRow | null> {
  const result = await db.query<PasskeyRow>(`UPDATE passkeys SET paused_at = NULL WHERE id = $2 AND user_id = $1 RETURNING ${COLUMNS}`, [userId, id]);
  return result.rows[0] ?? null;
}

export async function renamePasskey(db: Queryable, userId: string, id: string, name: string): Promise<PasskeyRow | null> {
  const result = await db.query<PasskeyRow>(`UPDATE passkeys SET name = $3 WHERE id = $2 AND user_id = $1 RETURNING ${COLUMNS}`, [userId, id, name]);
  return result.rows[0] ?? null;
}

/** The removed passkey's name, or null when it is not one of this account's. */
export async function deletePasskey(db: Queryable, userId: string, id: string): Promise<{ name: string } | null> {
  const result = await db.query<{ name: string }>('DELETE FROM passkeys WHERE id = $2 AND user_id = $1 RETURNING name', [userId, id]);
  return result.rows[0] ?? null;
}

/**
 * Records a use. The counter only grows: an update that would not raise it (a cloned
 * authenticator, or a parallel use that got there first) changes nothing and returns false.
 * Authenticators without a counter (synced passkeys) report 0 every time, which stays allowed.
 */
export async function recordUse(db: Queryable, id: string, seenCounter: bigint, newCounter: number, now: Date): Promise<boolean> {
  const result = await db.query(
    `UPDATE passkeys SET counter = $3, last_used_at = $4
     WHERE id = $1 AND counter = $2 AND ($3 > counter OR ($3 = 0 AND counter = 0))`,
    [id, seenCounter, newCounter, now],
  );
  return result.rowCount === 1;
}
