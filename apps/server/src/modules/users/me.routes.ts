import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateMeRequest, userResponse } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import type { ProfileService } from './profile.service.ts';
import { toUserDto } from './user-row.ts';

export function meRoutes(profile: ProfileService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/me', { schema: { tags: ['account'], summary: 'The signed-in player', response: { 200: userResponse } } }, async (request) => ({ user: toUserDto(requireUser(request)) }));

    app.patch('/api/me', { schema: { tags: ['account'], summary: 'Update the player\'s profile and preferences', errors: ['nickname_taken'], body: updateMeRequest, response: { 200: userResponse } } }, async (request) => {
      const user = requireUser(request);
      const telegram = request.body.telegramUsername;
      const changes = { ...request.body, telegramUsername: typeof telegram === 'string' ? telegram.replace(/^@/, '') : telegram };
      return { user: toUserDto(await profile.update(user, changes)) };
    });
  };
}
