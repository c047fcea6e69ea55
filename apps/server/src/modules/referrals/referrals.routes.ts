import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { joinReferralRequest, pageQuery, referralsResponse } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import { declareForEveryRoute } from '#server/http/route-contract.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import type { ReferralsService } from './referrals.service.ts';

export function referralsRoutes(referrals: ReferralsService, settings: SettingsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', async () => settings.assertFeature('referrals'));
    declareForEveryRoute(app, ['feature_disabled']);

    app.get('/api/referrals', { schema: { tags: ['referrals'], summary: 'The player\'s referral code, referrer and a page of referred players', querystring: pageQuery, response: { 200: referralsResponse } } }, async (request) => referrals.state(requireUser(request), request.query));

    app.post('/api/referrals/join', { schema: { tags: ['referrals'], summary: 'Set the player\'s referrer by referral code', errors: ['referral_code_invalid', 'referral_cycle', 'referral_own_code', 'referrer_already_set'], body: joinReferralRequest, response: { 200: z.object({ ok: z.literal(true) }) } } }, async (request) => {
      await referrals.join(requireUser(request), request.body.code);
      return { ok: true as const };
    });

    app.post('/api/referrals/:id/remind', { schema: { tags: ['referrals'], summary: 'Remind an inactive referred player to mine', errors: ['not_found', 'remind_too_soon'], params: z.object({ id: z.string().max(64) }), response: { 204: z.null() } } }, async (request, reply) => {
      await referrals.remind(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    });
  };
}
