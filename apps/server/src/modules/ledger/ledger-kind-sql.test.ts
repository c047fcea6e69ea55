import { describe, expect, it } from 'vitest';
import type { LedgerKind } from '@fre/domain';
import { sqlKind, sqlKinds } from './ledger-kind-sql.ts';

describe('ledger kinds in SQL', () => {
  it('are quoted literals, one or a list', () => {
    expect(`kind = ${sqlKind('mining_claim')}`).toBe("kind = 'mining_claim'");
    expect(`kind IN ${sqlKinds('game_stake', 'game_win')}`).toBe("kind IN ('game_stake', 'game_win')");
  });

  it('never inline a text that is not a ledger kind', () => {
    expect(() => sqlKind("x'; DROP TABLE ledger; --" as LedgerKind)).toThrow('not a ledger kind');
  });
});
