import { describe, expect, it } from 'vitest';
import { LEDGER_KINDS, isLedgerKind } from './ledger-kinds.ts';

describe('ledger kinds', () => {
  it('are distinct and safe to inline in SQL as literals', () => {
    expect(new Set(LEDGER_KINDS).size).toBe(LEDGER_KINDS.length);
    for (const kind of LEDGER_KINDS) expect(kind).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('tell a kind the server writes from any other text', () => {
    expect(isLedgerKind('mining_claim')).toBe(true);
    expect(isLedgerKind('account_deleted')).toBe(true);
    expect(isLedgerKind('other')).toBe(false);
    expect(isLedgerKind('Mining_claim')).toBe(false);
  });
});
