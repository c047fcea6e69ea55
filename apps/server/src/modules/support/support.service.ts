import type { PageQuery } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { keysetPage, sortKeys } from '#server/db/keyset-page.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createFileStore } from '#server/lib/uploads/file-store.ts';
import { reencodePhoto } from '#server/lib/uploads/reencode-photo.ts';
import type { Actor } from '#server/modules/admin-gate/admin-gate.service.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import { supportReplyEmail } from '#server/modules/email/templates.ts';
import { insertNotification } from '#server/modules/notifications/notifications.repository.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { findUserById } from '#server/modules/users/users.repository.ts';
import * as repo from './support.repository.ts';

/** The rows the routes render. */
export type { TicketRow } from './support.repository.ts';

export function createSupportService(ctx: AppContext) {
  const { db, clock } = ctx;
  const store = createFileStore(ctx.config, 'support');

  return {
    async open(user: UserRow, input: { category: string; message: string }, screenshot: Buffer | undefined) {
      let key: string | null = null;
      if (screenshot) {
        try {
          key = await store.put(user.id, await reencodePhoto(screenshot));
        } catch (error) {
          if (error instanceof AppError) throw new AppError(error.code, {}, { fields: { screenshot: { code: error.code } } }, error.status);
          throw error;
        }
      }
      return repo.insertTicket(db, { userId: user.id, ...input, screenshot: key, now: clock.now() });
    },

    /** The player's tickets, newest first. */
    mine: (user: UserRow, page: PageQuery) =>
      keysetPage({ cursor: page.cursor, limit: page.limit }, {
        parse: sortKeys.timeAndUuid,
        read: (after, limit) => repo.ticketsOfUser(db, user.id, after, limit),
        keyOf: (row) => [row.sort_at, row.id],
        item: (row) => row,
      }),

    /** Screenshot of a ticket: its author or an admin. */
    async screenshot(requester: UserRow, id: string): Promise<Buffer> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('not_found');
      const ticket = await repo.findTicket(db, id);
      if (!ticket?.screenshot_file || (ticket.user_id !== requester.id && requester.role !== 'admin')) throw new AppError('not_found');
      const bytes = await store.get(ticket.screenshot_file);
      if (!bytes) throw new AppError('not_found');
      return bytes;
    },

    queue: (status: 'open' | 'answered' | 'closed', page: PageQuery) =>
      keysetPage({ cursor: page.cursor, limit: page.limit }, {
        parse: sortKeys.timeAndUuid,
        read: (after, limit) => repo.adminTickets(db, status, after, limit),
        keyOf: (row) => [row.sort_at, row.id],
        item: (row) => row,
      }),

    /** The answer reaches the user as a notification and an email, in their language. */
    async reply(actor: Actor, id: string, reply: string, close: boolean) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('not_found');
      const ticket = await db.transaction(async (tx) => {
        const now = clock.now();
        const updated = await repo.replyToTicket(tx, { id, reply, by: actor.user.id, close, now });
        if (!updated) throw new AppError('not_found');
        await insertNotification(tx, { userId: updated.user_id, type: 'support_reply', params: { ticketId: id }, link: '/support', now });
        await appendAudit(tx, { actorId: actor.user.id, actorLabel: actor.user.email, action: 'support_replied', targetType: 'ticket', targetId: id, after: { close }, ip: actor.ip, now });
        return updated;
      });
      const user = await findUserById(db, ticket.user_id);
      // An account made in Telegram without an address (decision 045) has the notification only.
      if (user?.email) {
        await ctx.mailer.send(supportReplyEmail(user.language, user.email, user.nickname, reply, `${ctx.config.appUrl}/support`)).catch((error: unknown) => {
          ctx.log.error({ err: error }, 'support reply email failed');
        });
      }
      return ticket;
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
