import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { joinReferralRequest, referralsResponse } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import type { ReferralsService } from './referrals.service.ts';

export function referralsRoutes(referrals: ReferralsService, settings: SettingsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', async () => settings.assertFeature('referrals'));

    app.get('/api/referrals', { schema: { tags: ['referrals'], response: { 200: referralsResponse } } }, async (request) => referrals.state(requireUser(request)));

    app.post('/api/referrals/join', { schema: { tags: ['referrals'], body: joinReferralRequest, response: { 200: z.object({ ok: z.literal(true) }) } } }, async (request) => {
      await referrals.join(requireUser(request), request.body.code);
      return { ok: true as const };
    });

    app.post('/api/referrals/:id/remind', { schema: { tags: ['referrals'], params: z.object({ id: z.string().max(64) }), response: { 204: z.null() } } }, async (request, reply) => {
      await referrals.remind(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    });
  };
}
