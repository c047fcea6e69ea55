import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { botChallengeResponse } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import type { BotChallengeService } from './bot-challenge.service.ts';

export function botChallengeRoutes(ctx: AppContext, challenges: BotChallengeService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/auth/challenge', {
      schema: {
        tags: ['auth'],
        summary: 'A proof-of-work challenge (ALTCHA v1)',
        description: 'Find `number` with SHA-256(salt + number) = challenge, 0 ≤ number ≤ maxnumber, then send base64(JSON {algorithm, challenge, number, salt, signature, took}) as `altcha` in the body of POST /api/auth/register and /api/auth/password-reset (always), /api/auth/login and /api/bonus-codes/redeem (after recent failures: they answer 400 challenge_required). Single use; expires after a few minutes (`expires` in salt). maxnumber grows with the recent sign-ups from the requester\'s network.',
        response: { 200: botChallengeResponse },
      },
      config: { access: 'public', rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
    }, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return challenges.issue(request.ip);
    });
  };
}
