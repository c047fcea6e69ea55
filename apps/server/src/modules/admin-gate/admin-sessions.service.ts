import { ADMIN } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { listAdminSessions, revokeAdminSession } from '#server/modules/account/sessions/sessions.repository.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import type { Actor } from './admin-gate.service.ts';

export function createAdminSessionsService(ctx: AppContext) {
  return {
    async list(currentSessionId: string | null) {
      const now = ctx.clock.now();
      const idleSince = now.getTime() - ADMIN.idleLockMs;
      const rows = await listAdminSessions(ctx.db, now);
      return rows.map((row) => ({
        id: row.id,
        adminId: row.user_id,
        nickname: row.nickname,
        // An admin made in Telegram without an address is named as the audit log names them (decision 045).
        email: row.email ?? row.nickname,
        createdAt: row.created_at.toISOString(),
        lastSeenAt: (row.admin_active_at ?? row.last_seen_at)?.toISOString() ?? null,
        unlocked: row.admin_unlocked_at !== null && (row.admin_active_at?.getTime() ?? 0) > idleSince,
        current: row.id === currentSessionId,
        ip: row.ip,
        userAgent: row.user_agent,
      }));
    },

    async revoke(actor: Actor, sessionId: string): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const now = ctx.clock.now();
        const revoked = await revokeAdminSession(tx, sessionId, now);
        if (!revoked) throw new AppError('not_found');
        await appendAudit(tx, { actorId: actor.user.id, actorLabel: actor.user.email, action: 'admin_session_revoked', targetType: 'session', targetId: sessionId, after: { adminId: revoked.user_id }, ip: actor.ip, now });
      });
    },
  };
}
