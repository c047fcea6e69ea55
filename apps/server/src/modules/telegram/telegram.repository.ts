import type { Queryable } from '#server/db/pool.ts';

/** One Telegram account per user (D9): the unique index refuses a second user. */
export async function linkTelegram(db: Queryable, userId: string, telegramId: bigint, username: string | null, now: Date): Promise<void> {
  await db.query(
    'UPDATE users SET telegram_id = $2, telegram_username = coalesce($3, telegram_username), updated_at = $4 WHERE id = $1',
    [userId, telegramId, username, now],
  );
}
