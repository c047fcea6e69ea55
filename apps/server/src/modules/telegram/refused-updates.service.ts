import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { cutToLength, type PageQuery } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { keysetPage, sortKeys } from '#server/db/keyset-page.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Actor } from '#server/modules/admin-gate/admin-gate.service.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import * as repo from './refused-updates.repository.ts';
import { kindOf } from './telegram-update.ts';

/** Enough of an update to see what it was; the webhook takes up to 256 KB. */
const BODY_MAX_LENGTH = 16_384;
const REASONS_SHOWN = 5;

/**
 * The update as JSON with every character outside printable ASCII escaped (\uXXXX): a NUL can be
 * stored, and an admin reads a bidirectional override or a look-alike letter for what it is.
 */
const asciiJson = (body: unknown) =>
  (JSON.stringify(body) ?? 'null').replace(/[^\x20-\x7E]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Which fields the schema refused and why ("message.successful_payment.total_amount: too_big"); field names are the schema's own. */
const reasonOf = (error: z.ZodError) =>
  error.issues.slice(0, REASONS_SHOWN).map((issue) => `${issue.path.join('.') || 'update'}: ${issue.code}`).join('; ');

const updateIdOf = (body: unknown) => {
  const id = (body as { update_id?: unknown } | null)?.update_id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? BigInt(id) : null;
};

/**
 * Updates the webhook refuses (decision 045, amended): answered 200 so that Telegram stops sending
 * them, kept once each for an admin, who marks them reviewed (audited) once looked at.
 */
export function createRefusedUpdates(ctx: AppContext) {
  const { db, clock } = ctx;
  return {
    async keep(body: unknown, error: z.ZodError): Promise<void> {
      const text = asciiJson(body);
      const kind = kindOf(body);
      const reason = reasonOf(error);
      const kept = await repo.insertRefusedUpdate(db, {
        digest: createHash('sha256').update(text).digest(), updateId: updateIdOf(body), kind, reason, body: cutToLength(text, BODY_MAX_LENGTH), now: clock.now(),
      });
      // The kind and the reason only: the body holds what a player's Telegram account says of them.
      if (kept) ctx.log.warn({ kind, reason }, 'telegram update refused');
    },

    /** A page of the queue or of the history, with the count not reviewed yet beside it. */
    async list(query: PageQuery & { status: 'unreviewed' | 'all' }) {
      const [page, unreviewed] = await Promise.all([
        keysetPage({ cursor: query.cursor, limit: query.limit }, {
          parse: sortKeys.timeAndUuid,
          read: (after, limit) => repo.refusedUpdatesPage(db, query.status, after, limit),
          keyOf: (row) => [row.sort_at, row.id],
          item: (row) => row,
        }),
        repo.countUnreviewed(db),
      ]);
      return { ...page, unreviewed };
    },

    async review(actor: Actor, id: string) {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const update = await repo.lockRefusedUpdate(tx, id);
        if (!update) throw new AppError('not_found');
        if (!(await repo.markRefusedUpdateReviewed(tx, id, actor.user.id, now))) throw new AppError('not_under_review');
        await appendAudit(tx, {
          actorId: actor.user.id, actorLabel: actor.user.email, action: 'telegram_update_reviewed', targetType: 'telegram_update', targetId: id,
          before: { kind: update.kind, reason: update.reason, updateId: update.update_id?.toString() ?? null }, after: { reviewed: true }, ip: actor.ip, now,
        });
        return { id, reviewedAt: now.toISOString() };
      });
    },
  };
}

export type RefusedUpdates = ReturnType<typeof createRefusedUpdates>;
