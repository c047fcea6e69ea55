import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminWithdrawalsQuery, adminWithdrawalsResponse, createWithdrawalRequest, keyedRequest, withdrawalDecisionRequest, withdrawalMinimums, withdrawalMinimumsUpdate, withdrawalResponse, withdrawalsQuery, withdrawalsResponse,
} from '@fre/domain';
import { requireAdmin } from '#server/http/admin-guard.ts';
import { requireUser } from '#server/http/authenticate.ts';
import { idempotencyKeyOf } from '#server/modules/idempotency/idempotency-key.ts';
import { withdrawalDto as dto } from './withdrawal-dto.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

export function withdrawalsRoutes(withdrawals: WithdrawalsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post('/api/withdrawals', {
      schema: { tags: ['withdrawals'], summary: 'Request a withdrawal', errors: ['below_minimum', 'credential_recently_added', 'email_required', 'insufficient_balance', 'kyc_required', 'passkey_invalid', 'second_factor_invalid', 'second_factor_required', 'too_many_attempts', 'wallet_recently_changed', 'wallet_required'], headers: keyedRequest.headers, body: createWithdrawalRequest, response: { 201: withdrawalResponse } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    }, async (request, reply) => {
      const user = requireUser(request);
      const key = idempotencyKeyOf(request, { user: user.id }, 'withdrawals.request');
      return reply.status(201).send(await withdrawals.request(user, request.body.amount, { otp: request.body.otp, passkey: request.body.passkey }, key));
    });

    // Public: the FAQ and the tutorial quote the minimums admins set, never the built-in defaults (decision 058).
    app.get('/api/withdrawal-minimums', { config: { access: 'public' }, schema: { tags: ['withdrawals'], summary: 'The withdrawal minimums', response: { 200: withdrawalMinimums } } }, async () => ({
      minimums: (await withdrawals.minimums()).map(String),
    }));

    app.get('/api/withdrawals', { schema: { tags: ['withdrawals'], summary: 'The player\'s withdrawals', querystring: withdrawalsQuery, response: { 200: withdrawalsResponse } } }, async (request) => {
      const view = await withdrawals.list(requireUser(request), request.query);
      return { ...view, minimum: view.minimum.toString(), blockedUntil: view.blockedUntil?.toISOString() ?? null };
    });
  };
}

export function adminWithdrawalsRoutes(withdrawals: WithdrawalsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/withdrawals', { schema: { tags: ['admin'], summary: 'Withdrawals waiting for a decision, oldest first, a page at a time', querystring: adminWithdrawalsQuery, response: { 200: adminWithdrawalsResponse } } }, async (request) => {
      const page = await withdrawals.queue(request.query);
      return {
        items: page.items.map((row) => ({ ...dto(row, 'admin'), userId: row.user_id, nickname: row.nickname, approvalsNeeded: row.approvals_needed, approvedBy: row.approved_by, overdue: row.overdue })),
        nextCursor: page.nextCursor,
        overdue: page.overdue,
      };
    });
    app.post('/api/admin/withdrawals/:id/decision', {
      schema: { tags: ['admin'], summary: 'Approve, reject or mark a withdrawal paid', errors: ['already_approved', 'not_found', 'withdrawal_not_open'], headers: keyedRequest.headers, params: z.object({ id: z.string().max(64) }), body: withdrawalDecisionRequest, response: { 200: withdrawalResponse } },
    }, async (request) => {
      const actor = requireAdmin(request);
      const key = idempotencyKeyOf(request, { admin: actor.user.id }, 'withdrawals.decide');
      return withdrawals.decide(actor, request.params.id, request.body.decision, request.body.reason, request.body.txHash, key, request.body.category);
    });
    app.get('/api/admin/withdrawal-minimums', { schema: { tags: ['admin'], summary: 'The withdrawal minimums', response: { 200: withdrawalMinimums } } }, async () => ({
      minimums: (await withdrawals.minimums()).map(String),
    }));
    // The minimums in force now: a change with `effectiveAt` shows in the changelog until its date.
    app.put('/api/admin/withdrawal-minimums', { schema: { tags: ['admin'], summary: 'Set the withdrawal minimums, now or from a date', body: withdrawalMinimumsUpdate, response: { 200: withdrawalMinimums } } }, async (request) => {
      await withdrawals.setMinimums(requireAdmin(request), request.body.minimums, request.body.effectiveAt);
      return { minimums: (await withdrawals.minimums()).map(String) };
    });
  };
}
