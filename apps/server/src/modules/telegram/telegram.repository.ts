import type { Queryable } from '#server/db/pool.ts';
import { USER_SELECT, type UserRow } from '#server/modules/users/user-row.ts';

/**
 * Links a Telegram account to a user that has none (decision 048): null when one is already linked,
 * which is unlinked first, never replaced in place. The unique index refuses a Telegram account
 * already linked to another user (users_telegram_id_key).
 */
export async function linkTelegram(
  db: Queryable,
  userId: string,
  identity: { id: bigint; username: string | null; firstName: string | null },
  now: Date,
): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `UPDATE users SET telegram_id = $2, telegram_username = coalesce($3, telegram_username), telegram_first_name = $4,
       telegram_linked_at = $5, telegram_paused_at = NULL, updated_at = $5
     WHERE id = $1 AND telegram_id IS NULL RETURNING ${USER_SELECT}`,
    [userId, identity.id, identity.username, identity.firstName, now],
  );
  return result.rows[0] ?? null;
}

/**
 * Removes the link, and the bot's permission to write that went with it. The database keeps an
 * address or a Telegram account on every live account (users_email_or_telegram): the service
 * checks first that another way in remains.
 */
export async function unlinkTelegram(db: Queryable, userId: string, now: Date): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `UPDATE users SET telegram_id = NULL, telegram_first_name = NULL, telegram_linked_at = NULL, telegram_paused_at = NULL,
       telegram_messages_allowed = false, updated_at = $2
     WHERE id = $1 AND telegram_id IS NOT NULL RETURNING ${USER_SELECT}`,
    [userId, now],
  );
  return result.rows[0] ?? null;
}

/** A link paused by a password reset signs in again: its owner kept it from a re-authenticated session. */
export async function keepTelegram(db: Queryable, userId: string): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `UPDATE users SET telegram_paused_at = NULL WHERE id = $1 AND telegram_id IS NOT NULL RETURNING ${USER_SELECT}`,
    [userId],
  );
  return result.rows[0] ?? null;
}
