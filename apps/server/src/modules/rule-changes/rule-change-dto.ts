import type { RuleChange, RuleKind } from '@fre/domain';
import type { RuleChangeRow } from './rule-changes.repository.ts';

/** A stored rule's name: its kind, and the item or feature it is about ('shop_item:FRE1'). */
export const ruleName = (kind: RuleKind, subject?: string): string => (subject ? `${kind}:${subject}` : kind);

/** The public changelog's row: what changed and when, never who (docs/decisions/063). */
export function ruleChangeDto(row: RuleChangeRow, now: Date): RuleChange {
  const [kind, subject] = row.rule.split(':') as [string, string | undefined];
  return {
    id: row.id.toString(),
    // The table's check admits these kinds only (migration 034).
    kind: kind as RuleKind,
    subject: subject ?? null,
    before: row.before,
    after: row.after,
    worse: row.worse,
    effectiveAt: row.effective_at.toISOString(),
    announcedAt: row.created_at.toISOString(),
    upcoming: row.effective_at > now,
  };
}
