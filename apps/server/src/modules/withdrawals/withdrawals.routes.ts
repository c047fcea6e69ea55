import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminWithdrawalsResponse, createWithdrawalRequest, withdrawalDecisionRequest, withdrawalMinimums, withdrawalResponse, withdrawalsResponse,
} from '@fre/domain';
import { requireAdmin } from '#server/http/admin-guard.ts';
import { requireUser } from '#server/http/authenticate.ts';
import type { WithdrawalRow, WithdrawalsService } from './withdrawals.service.ts';

/**
 * A player reads a reason only when the withdrawal ended without payment (the operator's words);
 * why a payout failed on chain is an operator's matter, in technical words, even after a retry.
 */
function dto(row: WithdrawalRow, audience: 'player' | 'admin' = 'player') {
  return {
    id: row.id,
    amount: row.amount_nano.toString(),
    walletAddress: row.wallet_address,
    status: row.status,
    reason: audience === 'admin' || row.status === 'rejected' || row.status === 'failed' ? row.reason : null,
    txHash: row.tx_hash,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

export function withdrawalsRoutes(withdrawals: WithdrawalsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post('/api/withdrawals', {
      schema: { tags: ['withdrawals'], body: createWithdrawalRequest, response: { 201: withdrawalResponse } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    }, async (request, reply) => reply.status(201).send({ withdrawal: dto(await withdrawals.request(requireUser(request), request.body.amount, { otp: request.body.otp, passkey: request.body.passkey })) }));

    // Public: the FAQ and the tutorial quote the minimums admins set, never the built-in defaults (decision 058).
    app.get('/api/withdrawal-minimums', { schema: { tags: ['withdrawals'], response: { 200: withdrawalMinimums } } }, async () => ({
      minimums: (await withdrawals.minimums()).map(String),
    }));

    app.get('/api/withdrawals', { schema: { tags: ['withdrawals'], response: { 200: withdrawalsResponse } } }, async (request) => {
      const view = await withdrawals.list(requireUser(request));
      return { withdrawals: view.rows.map((row) => dto(row)), minimum: view.minimum.toString(), maxDelayHours: view.maxDelayHours, blockedUntil: view.blockedUntil?.toISOString() ?? null, blockedBy: view.blockedBy };
    });
  };
}

export function adminWithdrawalsRoutes(withdrawals: WithdrawalsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/withdrawals', { schema: { tags: ['admin'], response: { 200: adminWithdrawalsResponse } } }, async () => ({
      items: (await withdrawals.queue()).map((row) => ({ ...dto(row, 'admin'), userId: row.user_id, nickname: row.nickname, approvalsNeeded: row.approvals_needed, approvedBy: row.approved_by })),
    }));
    app.post('/api/admin/withdrawals/:id/decision', {
      schema: { tags: ['admin'], params: z.object({ id: z.string().max(64) }), body: withdrawalDecisionRequest, response: { 200: withdrawalResponse } },
    }, async (request) => ({
      withdrawal: dto(await withdrawals.decide(requireAdmin(request), request.params.id, request.body.decision, request.body.reason, request.body.txHash), 'admin'),
    }));
    app.get('/api/admin/withdrawal-minimums', { schema: { tags: ['admin'], response: { 200: withdrawalMinimums } } }, async () => ({
      minimums: (await withdrawals.minimums()).map(String),
    }));
    app.put('/api/admin/withdrawal-minimums', { schema: { tags: ['admin'], body: withdrawalMinimums, response: { 200: withdrawalMinimums } } }, async (request) => {
      await withdrawals.setMinimums(requireAdmin(request), request.body.minimums);
      return { minimums: (await withdrawals.minimums()).map(String) };
    });
  };
}
