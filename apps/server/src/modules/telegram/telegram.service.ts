import type { AppContext } from '#server/app-context.ts';
import { isUniqueViolation, type Queryable } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import { announceCredentialChange, recordCredentialChange } from '#server/modules/account/credentials/credential-changes.ts';
import { hasPasskey } from '#server/modules/account/passkeys/passkeys.repository.ts';
import { provenTelegramUser } from '#server/modules/telegram-api/telegram-proof.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { findUserById } from '#server/modules/users/users.repository.ts';
import { keepTelegram, linkTelegram, unlinkTelegram } from './telegram.repository.ts';

/** How the owner recognises a Telegram account in a notice: its name and handle as Telegram signed them. */
const telegramLabel = (row: Pick<UserRow, 'telegram_first_name' | 'telegram_username'>) =>
  [row.telegram_first_name, row.telegram_username ? `@${row.telegram_username.replace(/^@/, '')}` : null].filter(Boolean).join(' ') || 'Telegram';

/**
 * The Telegram link, a credential like the others (decision 048): linked and unlinked only by a
 * re-authenticated session (the routes' guard), never replaced in place, told to the owner by
 * email and by the bot, audited, and followed by the hold on withdrawals.
 */
export function createTelegramService(ctx: AppContext) {
  const { db, clock } = ctx;

  /** Another way into the account without Telegram: an address (the database keeps one on every account) and a password or a passkey to sign in with it. */
  async function refuseIfOnlyWayIn(reader: Queryable, account: UserRow): Promise<void> {
    if (account.email === null || !(account.has_password || (await hasPasskey(reader, account.id, { signIn: true })))) throw new AppError('telegram_only_sign_in');
  }

  return {
    /** Links the Telegram account proven by Mini App initData (signed with our bot token). */
    async link(user: UserRow, initData: string, ip: string): Promise<UserRow> {
      const identity = provenTelegramUser(ctx, initData, ctx.config.telegram.authMaxAgeMs);
      let changed: { linked: UserRow; pausedUntil: Date };
      try {
        changed = await db.transaction(async (tx) => {
          const linked = await linkTelegram(tx, user.id, identity, clock.now());
          if (!linked) throw new AppError('telegram_already_linked');
          const pausedUntil = await recordCredentialChange(ctx, tx, { user, kind: 'telegram', change: 'added', label: String(identity.id), ip });
          return { linked, pausedUntil };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_telegram_id_key')) throw new AppError('telegram_in_use');
        throw error;
      }
      // Told where the account could be reached before the link: a thief's Telegram learns nothing the owner does not.
      await announceCredentialChange(ctx, user, 'telegram', 'added', changed.pausedUntil, { telegram: telegramLabel(changed.linked) });
      return changed.linked;
    },

    /**
     * Unlinks it, as long as another way in remains: an address (the database keeps one on every
     * account) and a password or a passkey to sign in with it. The Telegram account that is removed
     * hears of it too.
     */
    async unlink(user: UserRow, ip: string): Promise<UserRow> {
      const changed = await db.transaction(async (tx) => {
        const account = await findUserById(tx, user.id, { forUpdate: true });
        if (!account) throw new AppError('unauthenticated');
        if (account.telegram_id === null) throw new AppError('telegram_not_linked');
        await refuseIfOnlyWayIn(tx, account);
        const unlinked = (await unlinkTelegram(tx, account.id, clock.now()))!;
        const pausedUntil = await recordCredentialChange(ctx, tx, { user: account, kind: 'telegram', change: 'removed', label: String(account.telegram_id), ip });
        return { before: account, unlinked, pausedUntil };
      });
      await announceCredentialChange(ctx, changed.before, 'telegram', 'removed', changed.pausedUntil, { telegram: telegramLabel(changed.before) });
      return changed.unlinked;
    },

    /**
     * Said before the re-authentication is asked (the route's first guard): an account made in
     * Telegram would otherwise spend its launch's one proof on an unlink that cannot be made.
     */
    refuseIfOnlyWayIn: (user: UserRow) => refuseIfOnlyWayIn(db, user),

    /** A link paused by a password reset signs in again (a re-authenticated session, as for a paused passkey). */
    async keep(user: UserRow): Promise<UserRow> {
      const kept = await keepTelegram(db, user.id);
      if (!kept) throw new AppError('telegram_not_linked');
      return kept;
    },
  };
}

export type TelegramService = ReturnType<typeof createTelegramService>;
