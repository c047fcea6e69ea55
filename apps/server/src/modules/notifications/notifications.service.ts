import type { AppContext } from '#server/app-context.ts';
import { keysetPage, sortKeys } from '#server/db/keyset-page.ts';
import { listNotificationsWithUnread, markAllRead, type NotificationRow } from './notifications.repository.ts';

/** A player's notifications, as the bell shows them. */
export function createNotificationsService(ctx: AppContext) {
  return {
    /** Newest first, a page at a time, with the bell's unread count. */
    async list(userId: string, page: { cursor?: string | undefined; limit: number }) {
      let unread = 0;
      const listed = await keysetPage({ cursor: page.cursor, limit: page.limit }, {
        parse: sortKeys.bigintId,
        read: async (before, limit) => {
          const read = await listNotificationsWithUnread(ctx.db, userId, before, limit);
          unread = read.unread;
          return read.rows;
        },
        keyOf: (row: NotificationRow) => [row.id.toString()],
        item: (row: NotificationRow) => ({ id: row.id.toString(), type: row.type, params: row.params, link: row.link, createdAt: row.created_at.toISOString(), read: row.read_at !== null }),
      });
      return { ...listed, unread };
    },
    /** With `link`, only those leading to that page. */
    markRead: (userId: string, link?: string) => markAllRead(ctx.db, userId, ctx.clock.now(), link),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
