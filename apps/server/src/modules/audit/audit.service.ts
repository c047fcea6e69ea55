import type { AppContext } from '#server/app-context.ts';
import { keysetPage, sortKeys } from '#server/db/keyset-page.ts';
import { listAudit, listAuditActions, type AuditFilter, type AuditRow } from './audit.repository.ts';

export type { AuditRow } from './audit.repository.ts';

/** Reads of the audit log; nothing here writes (entries are appended by the actions they record). */
export function createAuditService(ctx: AppContext) {
  return {
    /** A page of entries (newest first, by id) and every action the log holds, for the filter. */
    async page<Item>(filter: Omit<AuditFilter, 'beforeId' | 'limit'>, request: { cursor?: string | undefined; limit: number }, item: (row: AuditRow) => Item) {
      const [page, actions] = await Promise.all([
        keysetPage({ cursor: request.cursor, limit: request.limit }, {
          parse: sortKeys.bigintId,
          read: (beforeId, limit) => listAudit(ctx.db, { ...filter, beforeId: beforeId ?? undefined, limit }),
          keyOf: (row) => [row.id.toString()],
          item,
        }),
        listAuditActions(ctx.db),
      ]);
      return { ...page, actions };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
