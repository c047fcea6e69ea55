import type { DecisionKind } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { latestOf, useMyDecisions } from '../api/get-my-decisions.ts';
import { DecisionNotice } from './decision-notice.tsx';

/** On a refused request's page (KYC, a withdrawal): the decision about it, its reason and appeal. */
export function SubjectDecision({ kind, subjectId }: { kind: DecisionKind; subjectId?: string | undefined }) {
  const { ready } = useTranslation('appeals');
  const decisions = useMyDecisions();
  const decision = latestOf(decisions.data?.items, kind, subjectId);
  if (!ready || !decision) return null;
  // The request's own card already shows its reason, which is the decision's note.
  return <DecisionNotice decision={decision} headingLevel={3} withNote={false} />;
}
