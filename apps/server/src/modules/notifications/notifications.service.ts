import type { AppContext } from '#server/app-context.ts';
import { listNotifications, markAllRead } from './notifications.repository.ts';

/** A player's notifications, as the bell shows them. */
export function createNotificationsService(ctx: AppContext) {
  return {
    list: (userId: string) => listNotifications(ctx.db, userId),
    /** With `link`, only those leading to that page. */
    markRead: (userId: string, link?: string) => markAllRead(ctx.db, userId, ctx.clock.now(), link),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
