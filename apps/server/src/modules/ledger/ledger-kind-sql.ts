/**
 * Ledger kinds written into SQL text. They are inlined as literals, not bound as parameters, so
 * the planner sees them: a partial index such as ledger_first_claim_idx (WHERE kind =
 * 'mining_claim') and the per-kind row estimates need the value when the plan is made. Only a
 * LedgerKind is ever inlined, and every one is a snake_case word (packages/domain ledger-kinds.test.ts).
 */
import { isLedgerKind, type LedgerKind } from '@fre/domain';

/** `'mining_claim'`: one kind as an SQL literal. */
export function sqlKind(kind: LedgerKind): string {
  if (!isLedgerKind(kind)) throw new Error(`not a ledger kind: ${String(kind)}`);
  return `'${kind}'`;
}

/** `('game_stake', 'game_win')`: the list of `kind IN ...`. */
export function sqlKinds(...kinds: LedgerKind[]): string {
  return `(${kinds.map(sqlKind).join(', ')})`;
}
