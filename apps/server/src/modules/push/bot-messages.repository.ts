import type { Queryable } from '#server/db/pool.ts';

/** The player's answer to requestWriteAccess; false too when the bot was blocked (403). */
export async function setMessagesAllowed(db: Queryable, userId: string, allowed: boolean): Promise<void> {
  await db.query('UPDATE users SET telegram_messages_allowed = $2 WHERE id = $1', [userId, allowed]);
}

export async function messagesAllowed(db: Queryable, userId: string): Promise<boolean> {
  const result = await db.query<{ allowed: boolean }>('SELECT telegram_messages_allowed AS allowed FROM users WHERE id = $1', [userId]);
  return result.rows[0]?.allowed === true;
}

export async function withdrawByTelegramId(db: Queryable, telegramId: bigint): Promise<void> {
  await db.query('UPDATE users SET telegram_messages_allowed = false WHERE telegram_id = $1', [telegramId]);
}

/** The chats the bot may write to, per user: consent given and a Telegram account linked. */
export async function messageRecipients(db: Queryable, userIds: string[]): Promise<Map<string, bigint>> {
  const result = await db.query<{ id: string; telegram_id: bigint }>(
    'SELECT id, telegram_id FROM users WHERE id = ANY($1::uuid[]) AND telegram_messages_allowed AND telegram_id IS NOT NULL',
    [userIds],
  );
  return new Map(result.rows.map((row) => [row.id, row.telegram_id]));
}
