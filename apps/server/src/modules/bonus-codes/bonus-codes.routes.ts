import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bonusCodeListResponse, bonusCodeSchema, bonusCodeUsagesResponse, bonusHistoryResponse, createBonusCodeRequest, keyedRequest, pageQuery, redeemRequest, redeemResponse, updateBonusCodeRequest,
} from '@fre/domain';
import { requireAdmin } from '#server/http/admin-guard.ts';
import { requireUser } from '#server/http/authenticate.ts';
import { requestLanguage } from '#server/http/language.ts';
import type { BotChallengeService } from '#server/modules/bot-challenge/bot-challenge.service.ts';
import { idempotencyKeyOf } from '#server/modules/idempotency/idempotency-key.ts';
import { type BonusCodeRow, type BonusCodesService } from './bonus-codes.service.ts';
import { createGuardedRedemption } from './guarded-redemption.ts';

function codeDto(row: BonusCodeRow): z.infer<typeof bonusCodeSchema> {
  return {
    id: row.id.toString(),
    code: row.code,
    type: row.type,
    rewardValue: row.reward_value.toString(),
    duration: row.duration_hours,
    maxUses: row.max_uses,
    currentUses: row.current_uses,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** `challenges` puts a proof-of-work in front of redemption after refused codes. */
export function bonusCodesRoutes(codes: BonusCodesService, challenges: BotChallengeService) {
  const redeem = createGuardedRedemption(codes, challenges.bonusCode);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post('/api/bonus-codes/redeem', {
      schema: { tags: ['bonus codes'], summary: 'Redeem a bonus code', errors: ['bonus_code_already_used', 'bonus_code_exhausted', 'bonus_code_inactive', 'bonus_code_invalid', 'boost_already_active', 'challenge_invalid', 'challenge_required', 'no_active_session'], headers: keyedRequest.headers, body: redeemRequest, response: { 200: redeemResponse } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, unauthenticatedMessage: 'bonus_code_login_required' },
    }, async (request) => {
      const user = requireUser(request);
      const key = idempotencyKeyOf(request, { user: user.id }, 'bonus-codes.redeem');
      return redeem(user, request.body.code, requestLanguage(request), request.body.altcha, key);
    });

    app.get('/api/bonus-codes/history', { schema: { tags: ['bonus codes'], summary: 'The bonus codes the player redeemed', response: { 200: bonusHistoryResponse } } }, async (request) => ({
      entries: await codes.history(requireUser(request)),
    }));
  };
}

/** /admin/bonus-codes: create, edit, deactivate, usages (registered inside the admin area). */
export function adminBonusCodesRoutes(codes: BonusCodesService) {
  const params = z.object({ id: z.string().max(20) });
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/bonus-codes', { schema: { tags: ['admin'], summary: 'List bonus codes, newest first, a page at a time', querystring: pageQuery, response: { 200: bonusCodeListResponse } } }, async (request) => {
      const page = await codes.list(request.query);
      return { items: page.items.map(codeDto), nextCursor: page.nextCursor };
    });

    app.post('/api/admin/bonus-codes', { schema: { tags: ['admin'], summary: 'Create a bonus code', errors: ['code_taken'], body: createBonusCodeRequest, response: { 201: bonusCodeSchema } } }, async (request, reply) =>
      reply.status(201).send(codeDto(await codes.create(requireAdmin(request), request.body))));

    app.patch('/api/admin/bonus-codes/:id', { schema: { tags: ['admin'], summary: 'Update a bonus code', errors: ['not_found'], params, body: updateBonusCodeRequest, response: { 200: bonusCodeSchema } } }, async (request) =>
      codeDto(await codes.update(requireAdmin(request), request.params.id, request.body)));

    app.get('/api/admin/bonus-codes/:id/usages', { schema: { tags: ['admin'], summary: 'Who redeemed a bonus code, the latest first, a page at a time', errors: ['not_found'], params, querystring: pageQuery, response: { 200: bonusCodeUsagesResponse } } }, async (request) => {
      const page = await codes.usages(request.params.id, request.query);
      return { items: page.items.map((row) => ({ userId: row.user_id, nickname: row.nickname, usedAt: row.used_at.toISOString() })), nextCursor: page.nextCursor };
    });
  };
}
