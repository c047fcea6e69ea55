import { randomUUID } from 'node:crypto';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createFileStore, type FileStore } from '#server/lib/uploads/file-store.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import * as ledger from '#server/modules/ledger/ledger.repository.ts';
import { freshTelegramUser, requirePasswordOrTelegram } from '#server/modules/account/sessions/password-or-telegram.ts';
import { deleteSessionsOf } from '#server/modules/account/sessions/sessions.repository.ts';
import { checkPassword, type PersonProof } from '#server/modules/account/two-step/second-factor-gate.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import * as repo from './account-deletion.repository.ts';

/** The ledger kind of the balance given up with the account: the ledger still sums to zero for it. */
export const FORFEIT_KIND = 'account_deleted';

/**
 * GDPR article 17 (decision 025). One transaction: the checks, the forfeit of the balance (one
 * ledger row), the erasure of what identifies the person and the audit entry; the uploaded photos
 * go after commit, so a rollback never leaves a kept row pointing at a deleted file.
 */
export function createAccountDeletionService(ctx: AppContext, stores: { kyc: FileStore; support: FileStore } = {
  kyc: createFileStore(ctx.config, 'kyc'),
  support: createFileStore(ctx.config, 'support'),
}) {
  const { db, clock } = ctx;

  return {
    /** `telegram`: for an account without a password (made in Telegram, decision 045), a freshly signed initData in its place. */
    async delete(user: UserRow, proof: PersonProof & { telegram?: string | undefined }, ip: string): Promise<void> {
      // Hashed before the transaction: no row lock or connection waits on argon2 (decision 038).
      const password = proof.password === undefined ? undefined : await checkPassword(db, user.id, proof.password);
      const telegram = password ? undefined : freshTelegramUser(ctx, proof.telegram);
      const files = await db.transaction(async (tx) => {
        const account = await repo.lockAccount(tx, user.id);
        if (!account || account.deleted_at) throw new AppError('unauthenticated');
        // The same lockout as signing in: a stolen session cannot guess the password here either.
        await requirePasswordOrTelegram(ctx, tx, account, { otp: proof.otp, passkey: proof.passkey, password, telegram }, { ip });
        if (await repo.hasPendingWithdrawal(tx, user.id)) throw new AppError('withdrawal_pending');
        if (await repo.hasOpenRound(tx, user.id)) throw new AppError('round_active');

        const now = clock.now();
        const stored = await repo.storedFiles(tx, user.id);
        if (account.balance_nano > 0n) {
          await ledger.post(tx, { userId: user.id, kind: FORFEIT_KIND, amountNano: -account.balance_nano, ref: user.id, countsAsMined: false, now });
        }
        await deleteSessionsOf(tx, user.id);
        await repo.eraseBelongings(tx, user.id, now);
        await repo.eraseIdentity(tx, user.id, randomUUID().replaceAll('-', ''), now);
        await appendAudit(tx, {
          actorId: user.id, actorLabel: repo.DELETED_ACCOUNT_LABEL, action: 'account_deleted', targetType: 'user', targetId: user.id,
          after: { forfeitedNano: account.balance_nano.toString() }, ip, now,
        });
        return stored;
      });
      await Promise.all([...files.kyc.map((key) => stores.kyc.remove(key)), ...files.support.map((key) => stores.support.remove(key))]);
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
