import type { AppContext } from '#server/app-context.ts';
import { listAudit, listAuditActions, type AuditFilter } from './audit.repository.ts';

export type { AuditRow } from './audit.repository.ts';

/** Reads of the audit log; nothing here writes (entries are appended by the actions they record). */
export function createAuditService(ctx: AppContext) {
  return {
    /** A page of entries (newest first) and every action the log holds, for the filter. */
    async page(filter: AuditFilter) {
      const [rows, actions] = await Promise.all([listAudit(ctx.db, filter), listAuditActions(ctx.db)]);
      return { rows, actions };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
