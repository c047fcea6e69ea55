import type { WithdrawalRow } from './withdrawals.repository.ts';

/**
 * A player reads a reason only when the withdrawal ended without payment (the operator's words);
 * why a payout failed on chain is an operator's matter, in technical words, even after a retry.
 */
export function withdrawalDto(row: WithdrawalRow, audience: 'player' | 'admin' = 'player') {
  return {
    id: row.id,
    amount: row.amount_nano.toString(),
    walletAddress: row.wallet_address,
    status: row.status,
    reason: audience === 'admin' || row.status === 'rejected' || row.status === 'failed' ? row.reason : null,
    txHash: row.tx_hash,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}
