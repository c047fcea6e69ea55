import { randomBytes } from 'node:crypto';
import { WALLET } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { isUniqueViolation } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import { announceCredentialChange, recordCredentialChange } from '#server/modules/account/credentials/credential-changes.ts';
import type { IdempotencyKey } from '#server/modules/idempotency/idempotency-key.ts';
import { answering, idempotent } from '#server/modules/idempotency/keyed-transaction.ts';
import { toUserDto, type UserRow } from '#server/modules/users/user-row.ts';
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

    /**
     * Links the wallet the proof was signed by; the nonce is spent in the same transaction. Once per
     * Idempotency-Key (decision 053): a retry gets the account as the link left it, not
     * wallet_proof_expired for the nonce the first spent.
     */
    link: (user: UserRow, request: TonProofRequest, ip: string, key: IdempotencyKey | null = null) => idempotent(db, key, async () => {
      const now = clock.now();
      const verified = verifyTonProof(request, { domain: config.ton.proofDomain, network: TON_NETWORKS[config.ton.network], now, maxAgeMs: WALLET.proofMaxAgeMs });
      if (!verified.ok) throw new AppError('wallet_proof_invalid', {}, { reason: verified.failure });
      // What to announce once committed: the answer (stored with a key) holds the account alone.
      let changed = null as { linked: UserRow; change: 'added' | 'replaced'; pausedUntil: Awaited<ReturnType<typeof recordCredentialChange>> } | null;
      try {
        const answer = await db.transaction(answering(key, clock, 200, async (tx) => {
          if (!(await repo.consumeNonce(tx, request.proof.payload, user.id, now))) throw new AppError('wallet_proof_expired');
          if (user.ton_wallet === verified.address) return { user: toUserDto(user) };
          const linked = await repo.setWallet(tx, user.id, verified.address, now);
          const change = user.ton_wallet ? 'replaced' : 'added';
          const pausedUntil = await recordCredentialChange(ctx, tx, { user, kind: 'wallet', change, label: verified.address, detail: { kind: verified.wallet }, ip });
          changed = { linked, change, pausedUntil };
          return { user: toUserDto(linked) };
        }));
        if (changed) await announceCredentialChange(ctx, changed.linked, 'wallet', changed.change, changed.pausedUntil, { wallet: verified.address });
        return answer;
      } catch (error) {
        if (isUniqueViolation(error, 'users_ton_wallet_key')) throw new AppError('wallet_in_use');
        throw error;
      }
    }),

    async unlink(user: UserRow, ip: string): Promise<UserRow> {
      if (!user.ton_wallet) return user;
      const changed = await db.transaction(async (tx) => {
        const unlinked = await repo.setWallet(tx, user.id, null, clock.now());
        return { unlinked, pausedUntil: await recordCredentialChange(ctx, tx, { user, kind: 'wallet', change: 'removed', label: user.ton_wallet, ip }) };
      });
      await announceCredentialChange(ctx, user, 'wallet', 'removed', changed.pausedUntil, { wallet: user.ton_wallet });
      return changed.unlinked;
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
