import { randomBytes } from 'node:crypto';
import { HOUR_MS, WALLET } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { isUniqueViolation } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import { sendSecurityNotice } from '#server/modules/account/sessions/security-notices.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import * as repo from './wallet.repository.ts';
import { TON_NETWORKS, verifyTonProof, type TonProofRequest } from './ton-proof.ts';

export function createWalletService(ctx: AppContext) {
  const { db, clock, config } = ctx;

  return {
    async proofPayload(user: UserRow): Promise<string> {
      const payload = randomBytes(32).toString('hex');
      const now = clock.now();
      await repo.insertNonce(db, payload, user.id, now, new Date(now.getTime() + WALLET.proofPayloadTtlMs));
      return payload;
    },

    /** Links the wallet the proof was signed by; the nonce is spent in the same transaction. */
    async link(user: UserRow, request: TonProofRequest, ip: string): Promise<UserRow> {
      const now = clock.now();
      const verified = verifyTonProof(request, { domain: config.ton.proofDomain, network: TON_NETWORKS[config.ton.network], now, maxAgeMs: WALLET.proofMaxAgeMs });
      if (!verified.ok) throw new AppError('wallet_proof_invalid', {}, { reason: verified.failure });
      try {
        const updated = await db.transaction(async (tx) => {
          if (!(await repo.consumeNonce(tx, request.proof.payload, user.id, now))) throw new AppError('wallet_proof_expired');
          if (user.ton_wallet === verified.address) return null;
          const linked = await repo.setWallet(tx, user.id, verified.address, now);
          await appendAudit(tx, { actorId: user.id, actorLabel: user.email, action: 'wallet_linked', targetType: 'user', targetId: user.id, before: { wallet: user.ton_wallet }, after: { wallet: verified.address, kind: verified.wallet }, ip, now });
          return linked;
        });
        if (!updated) return user;
        // A replacement started the pause (its time is the change's); a first link did not.
        const changed = updated.wallet_changed_at?.getTime() === now.getTime();
        await sendSecurityNotice(ctx, updated, changed ? 'wallet_changed' : 'wallet_linked', {
          wallet: verified.address,
          hours: String(WALLET.withdrawalLockAfterChangeMs / HOUR_MS),
        });
        return updated;
      } catch (error) {
        if (isUniqueViolation(error, 'users_ton_wallet_key')) throw new AppError('wallet_in_use');
        throw error;
      }
    },

    async unlink(user: UserRow, ip: string): Promise<UserRow> {
      if (!user.ton_wallet) return user;
      return db.transaction(async (tx) => {
        const now = clock.now();
        const updated = await repo.setWallet(tx, user.id, null, now);
        await appendAudit(tx, { actorId: user.id, actorLabel: user.email, action: 'wallet_unlinked', targetType: 'user', targetId: user.id, before: { wallet: user.ton_wallet }, ip, now });
        return updated;
      });
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
