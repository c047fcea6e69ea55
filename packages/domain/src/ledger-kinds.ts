/**
 * Every kind of ledger row the server writes (decision 002: balances move only through the
 * ledger). The server's postings, its SQL and `verify-ledger` take their kinds from here, and the
 * screens label these; a kind outside the list fails `verify-ledger` (check `ledger_kind`).
 * Kinds are inlined in SQL as literals (partial indexes such as ledger_first_claim_idx match on
 * them), so each stays lowercase snake_case: see ledger-kinds.test.ts.
 */
export const LEDGER_KINDS = [
  'mining_claim',
  'bonus_code',
  'admin_adjustment',
  'shop_fre_box',
  'shop_refund',
  'withdrawal_hold',
  'withdrawal_refund',
  'game_stake',
  'game_win',
  /** The balance given up with a deleted account: the ledger still sums to zero for it. */
  'account_deleted',
] as const;

export type LedgerKind = (typeof LEDGER_KINDS)[number];

export function isLedgerKind(kind: string): kind is LedgerKind {
  return (LEDGER_KINDS as readonly string[]).includes(kind);
}
