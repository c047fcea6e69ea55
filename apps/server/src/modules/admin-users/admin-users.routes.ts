import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustBalanceRequest, adjustBalanceResponse, adminUserDetail, adminUserSummary, banRequest, keyedRequest, resetTwoStepRequest, roleRequest, userSearchQuery, userSearchResponse,
} from '@fre/domain';
import { requireAdmin } from '#server/http/admin-guard.ts';
import { idempotencyKeyOf } from '#server/modules/idempotency/idempotency-key.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import type { createAdminUsersService } from './admin-users.service.ts';

const userParams = z.object({ id: z.string().max(64) });

function summary(row: UserRow): z.infer<typeof adminUserSummary> {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    referralCode: row.referral_code,
    role: row.role,
    emailVerified: row.email_verified,
    banned: row.banned_at !== null,
    balance: row.balance_nano.toString(),
    totalMined: row.total_mined_nano.toString(),
    level: row.level,
    kycStatus: row.kyc_status,
    createdAt: row.created_at.toISOString(),
  };
}

export function adminUsersRoutes(users: ReturnType<typeof createAdminUsersService>) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/users', { schema: { tags: ['admin'], summary: 'Search players', querystring: userSearchQuery, response: { 200: userSearchResponse } } }, async (request) => {
      const page = await users.search(request.query.q, request.query);
      return { items: page.items.map(summary), nextCursor: page.nextCursor };
    });

    app.get('/api/admin/users/:id', { schema: { tags: ['admin'], summary: 'One player in detail', errors: ['not_found'], params: userParams, response: { 200: adminUserDetail } } }, async (request) => {
      const detail = await users.detail(requireAdmin(request), request.params.id);
      const { user } = detail;
      return {
        user: {
          ...summary(user),
          miningRate: user.mining_rate_nano.toString(),
          activeReferrals: user.active_referrals,
          tonWallet: user.ton_wallet,
          telegramUsername: user.telegram_username,
          language: user.language,
          referredBy: detail.referrer,
          bannedAt: user.banned_at?.toISOString() ?? null,
          twoStep: detail.twoStep,
        },
        ledger: detail.entries.map((e) => ({ id: e.id.toString(), kind: e.kind, amount: e.amount_nano.toString(), balanceAfter: e.balance_after_nano.toString(), ref: e.ref, reason: e.reason, createdAt: e.created_at.toISOString() })),
        sessions: detail.sessions.map((s) => ({ id: s.id, startTime: s.start_time.toISOString(), endTime: s.end_time.toISOString(), rate: s.rate_nano.toString(), active: s.active, claimed: s.claimed, earnings: s.earnings_nano?.toString() ?? null })),
        referrals: { count: detail.referrals.count, active: detail.referrals.active, frozen: detail.referrals.frozen, recent: detail.referrals.recent.map((r) => ({ id: r.id, nickname: r.nickname, createdAt: r.created_at.toISOString() })) },
      };
    });

    app.post('/api/admin/users/:id/ban', { schema: { tags: ['admin'], summary: 'Ban or unban a player', errors: ['not_found'], params: userParams, body: banRequest, response: { 200: adminUserSummary } } }, async (request) =>
      summary(await users.setBanned(requireAdmin(request), request.params.id, request.body.banned, request.body.reason, request.body)));

    app.post('/api/admin/users/:id/role', { schema: { tags: ['admin'], summary: 'Change a player\'s role', errors: ['admin_needs_second_factor', 'not_found'], params: userParams, body: roleRequest, response: { 200: adminUserSummary } } }, async (request) =>
      summary(await users.setRole(requireAdmin(request), request.params.id, request.body.role)));

    app.post('/api/admin/users/:id/two-step/reset', { schema: { tags: ['admin'], summary: 'Reset a player\'s second factor', errors: ['not_found'], params: userParams, body: resetTwoStepRequest, response: { 204: z.null() } } }, async (request, reply) => {
      await users.resetTwoStep(requireAdmin(request), request.params.id, request.body.reason);
      return reply.status(204).send(null);
    });

    app.post('/api/admin/users/:id/adjust', {
      schema: { tags: ['admin'], summary: 'Adjust a player\'s balance', errors: ['insufficient_balance', 'not_found'], headers: keyedRequest.headers, params: userParams, body: adjustBalanceRequest, response: { 200: adjustBalanceResponse } },
    }, async (request) => {
      const actor = requireAdmin(request);
      return users.adjustBalance(actor, request.params.id, request.body.amount, request.body.reason, idempotencyKeyOf(request, { admin: actor.user.id }, 'admin-users.adjust'));
    });
  };
}
