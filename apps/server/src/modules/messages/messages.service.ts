import type { PageQuery } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { keysetPage, sortKeys } from '#server/db/keyset-page.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Actor } from '#server/modules/admin-gate/admin-gate.service.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import * as repo from './messages.repository.ts';

/** The information messages a player's message centre shows, newest first (the agenda counts unread ones among them). */
export const INFORMATION_SHOWN = 50;

const globalDto = (g: repo.GlobalMessageRow) => ({ id: g.id.toString(), type: g.type, title: g.title, content: g.content, expiresAt: g.expires_at?.toISOString() ?? null });

export function createMessagesService(ctx: AppContext) {
  const { db, clock } = ctx;
  return {
    /**
     * The global message to show, a page of the information messages with their read state, and
     * how many of the newest INFORMATION_SHOWN are unread (the count the agenda gives too).
     */
    async forUser(user: UserRow, request: PageQuery) {
      const watermark = user.information_read_upto;
      let inbox: Awaited<ReturnType<typeof repo.inboxOf>> | undefined;
      const page = await keysetPage({ cursor: request.cursor, limit: request.limit }, {
        parse: sortKeys.bigintId,
        read: async (after, limit) => (inbox = await repo.inboxOf(db, user.id, clock.now(), { after, limit }, INFORMATION_SHOWN, watermark)).information,
        keyOf: (m) => [m.id.toString()],
        item: (m) => ({ id: m.id.toString(), title: m.title, content: m.content, createdAt: m.created_at.toISOString(), read: m.id <= watermark }),
      });
      return { ...page, global: inbox!.global && globalDto(inbox!.global), unreadCount: inbox!.unread };
    },

    markAllRead: (user: UserRow) => repo.markAllInformationRead(db, user.id),

    async markGlobalRead(user: UserRow, id: string) {
      if (!/^\d{1,18}$/.test(id)) throw new AppError('not_found');
      await repo.markGlobalRead(db, BigInt(id), user.id, clock.now()).catch(() => {
        throw new AppError('not_found');
      });
    },

    /** The current global message with its read count, and a page of the information messages, newest first. */
    async adminView(request: PageQuery) {
      const [global, page] = await Promise.all([
        repo.currentGlobalWithReads(db),
        keysetPage({ cursor: request.cursor, limit: request.limit }, {
          parse: sortKeys.bigintId,
          read: (after, limit) => repo.informationPage(db, after, limit),
          keyOf: (m) => [m.id.toString()],
          item: (m) => ({ id: m.id.toString(), title: m.title, content: m.content, createdAt: m.created_at.toISOString() }),
        }),
      ]);
      return { ...page, global: global && { ...globalDto(global), active: global.active, createdAt: global.created_at.toISOString(), reads: Number(global.reads) } };
    },

    async publishGlobal(actor: Actor, input: { type: string; title: string; content: string; expiresAt?: string | null | undefined }) {
      const now = clock.now();
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt <= now) throw new AppError('validation_failed', {}, { fields: { expiresAt: { code: 'invalid_value' } } });
      await db.transaction(async (tx) => {
        const row = await repo.publishGlobal(tx, { ...input, expiresAt, by: actor.user.id, now });
        await appendAudit(tx, { actorId: actor.user.id, actorLabel: actor.user.email, action: 'global_message_published', targetType: 'global_message', targetId: row.id.toString(), after: input, ip: actor.ip, now });
      });
    },

    async retireGlobal(actor: Actor) {
      await db.transaction(async (tx) => {
        if ((await repo.retireGlobal(tx)) === 0) return;
        await appendAudit(tx, { actorId: actor.user.id, actorLabel: actor.user.email, action: 'global_message_retired', ip: actor.ip, now: clock.now() });
      });
    },

    async publishInformation(actor: Actor, input: { title: string; content: string }) {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const row = await repo.insertInformation(tx, { ...input, by: actor.user.id, now });
        await appendAudit(tx, { actorId: actor.user.id, actorLabel: actor.user.email, action: 'information_published', targetType: 'information', targetId: row.id.toString(), after: input, ip: actor.ip, now });
      });
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
