import type { Appeal, Decision } from '@fre/domain';
import type { AppealRow } from './appeals.repository.ts';
import type { DecisionRow } from '#server/modules/decisions/decisions.repository.ts';

export function appealView(row: AppealRow): Appeal {
  return {
    id: row.id,
    decisionId: row.decision_id,
    status: row.status,
    text: row.text,
    answer: row.answer,
    createdAt: row.created_at.toISOString(),
    answeredAt: row.answered_at?.toISOString() ?? null,
  };
}

/** What the player is told: the category and the note meant for them, never the evidence. */
export function decisionView(row: DecisionRow, appeal: AppealRow | null | undefined): Decision {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    note: row.note,
    subjectId: row.subject_id,
    decidedAt: row.decided_at.toISOString(),
    inForce: row.lifted_at === null,
    appeal: appeal ? appealView(appeal) : null,
  };
}
