import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appealRequest, appealResponse, authAppealRequest, myAppealsPage, myDecisionsPage, pageQuery } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { requireUser } from '#server/http/authenticate.ts';
import { appealView, decisionView } from './appeal-views.ts';
import type { AppealsService } from './appeals.service.ts';

/** The player's side (decision 061): what was decided about them, and their appeals. */
export function appealsRoutes(ctx: AppContext, appeals: AppealsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/api/me/decisions', { schema: { tags: ['appeals'], summary: 'The decisions made about the player, with their reasons', querystring: pageQuery, response: { 200: myDecisionsPage } } }, async (request) =>
      appeals.decisionsOf(requireUser(request), request.query));

    app.get('/api/me/appeals', { schema: { tags: ['appeals'], summary: 'The player\'s appeals and their answers', querystring: pageQuery, response: { 200: myAppealsPage } } }, async (request) => {
      const page = await appeals.appealsOf(requireUser(request), request.query);
      return { items: page.items.map((row) => ({ ...appealView(row), decision: decisionView(row.decision, null) })), nextCursor: page.nextCursor };
    });

    app.post('/api/me/appeals', {
      schema: { tags: ['appeals'], summary: 'Appeal a decision', errors: ['appeal_answered', 'appeal_not_open', 'appeal_pending', 'not_found'], body: appealRequest, response: { 201: appealResponse } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    }, async (request, reply) => {
      const decision = await appeals.file(requireUser(request), request.body.decisionId, request.body.text);
      return reply.status(201).send({ appeal: decision.appeal! });
    });

    // A banned account cannot sign in: limited and counted as a sign-in is (password-attempt.ts).
    app.post('/api/auth/appeal', {
      schema: { tags: ['auth'], summary: 'Appeal the ban of an account that cannot sign in', errors: ['appeal_answered', 'appeal_not_open', 'appeal_pending', 'challenge_invalid', 'challenge_required', 'invalid_credentials', 'too_many_attempts'], body: authAppealRequest, response: { 201: appealResponse } },
      config: { access: 'public', rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
    }, async (request, reply) => {
      const { email, password, text, altcha } = request.body;
      const decision = await appeals.fileFromSignIn({ email, password, ip: request.ip, altcha }, text);
      return reply.status(201).send({ appeal: decision.appeal! });
    });
  };
}
