import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leaderboardResponse } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import type { LeaderboardService } from './leaderboard.service.ts';

export function leaderboardRoutes(leaderboard: LeaderboardService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/leaderboard', { schema: { tags: ['leaderboard'], summary: 'The players\' ranking', response: { 200: leaderboardResponse } } }, async (request) => leaderboard.board(requireUser(request)));
  };
}
