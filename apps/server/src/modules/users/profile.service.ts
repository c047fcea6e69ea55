import type { AppContext } from '#server/app-context.ts';
import { isUniqueViolation } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { UserRow } from './user-row.ts';
import { findUserById, isNicknameTaken, updateProfile, type ProfileChanges } from './users.repository.ts';

/** The player's own profile (PATCH /api/me): nickname, Telegram username, language, tutorial. */
export function createProfileService(ctx: AppContext) {
  return {
    find: (id: string) => findUserById(ctx.db, id),

    async update(user: UserRow, changes: ProfileChanges): Promise<UserRow> {
      const nicknameTaken = new AppError('nickname_taken', {}, { fields: { nickname: { code: 'nickname_taken' } } });
      if (changes.nickname && (await isNicknameTaken(ctx.db, changes.nickname, user.id))) throw nicknameTaken;
      try {
        return await updateProfile(ctx.db, user.id, changes, ctx.clock.now());
      } catch (error) {
        // Two players taking the same nickname at once: the index decides.
        if (isUniqueViolation(error, 'users_nickname_key')) throw nicknameTaken;
        throw error;
      }
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
