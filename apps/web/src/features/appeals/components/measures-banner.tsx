import { useTranslation } from '#web/lib/use-translation.ts';
import { isMeasureShown, useMyDecisions } from '../api/get-my-decisions.ts';
import { DecisionNotice } from './decision-notice.tsx';

/** On the dashboard: a freeze in force on the account, with why and the appeal; nothing otherwise. */
export function MeasuresBanner() {
  const { ready } = useTranslation('appeals');
  const decisions = useMyDecisions();
  const shown = decisions.data?.items.filter(isMeasureShown) ?? [];
  if (!ready || shown.length === 0) return null;
  return (
    <div>
      {shown.map((decision) => (
        <DecisionNotice key={decision.id} decision={decision} />
      ))}
    </div>
  );
}
