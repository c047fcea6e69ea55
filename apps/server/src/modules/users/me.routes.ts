import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateMeRequest, userResponse } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { isUniqueViolation } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import { requireUser } from '#server/http/authenticate.ts';
import { toUserDto } from './user-row.ts';
import { isNicknameTaken, updateProfile } from './users.repository.ts';

export function meRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/me', { schema: { tags: ['account'], response: { 200: userResponse } } }, async (request) => ({ user: toUserDto(requireUser(request)) }));

    app.patch('/api/me', { schema: { tags: ['account'], body: updateMeRequest, response: { 200: userResponse } } }, async (request) => {
      const user = requireUser(request);
      const telegram = request.body.telegramUsername;
      const changes = { ...request.body, telegramUsername: typeof telegram === 'string' ? telegram.replace(/^@/, '') : telegram };
      const nicknameTaken = new AppError('nickname_taken', {}, { fields: { nickname: { code: 'nickname_taken' } } });
      if (changes.nickname && (await isNicknameTaken(ctx.db, changes.nickname, user.id))) throw nicknameTaken;
      try {
        return { user: toUserDto(await updateProfile(ctx.db, user.id, changes, ctx.clock.now())) };
      } catch (error) {
        if (isUniqueViolation(error, 'users_nickname_key')) throw nicknameTaken;
        throw error;
      }
    });
  };
}
