import type { Decision } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { isMeasureShown, useMyDecisions } from '../api/get-my-decisions.ts';
import { DecisionNotice } from './decision-notice.tsx';

/**
 * On the dashboard: a freeze in force on the account, with why and the appeal; nothing otherwise.
 * Its texts load only when there is one to show: almost every visit has none.
 */
export function MeasuresBanner() {
  const decisions = useMyDecisions();
  const shown = decisions.data?.items.filter(isMeasureShown) ?? [];
  return shown.length === 0 ? null : <Measures shown={shown} />;
}

function Measures({ shown }: { shown: Decision[] }) {
  const { ready } = useTranslation('appeals');
  if (!ready) return null;
  return (
    <div>
      {shown.map((decision) => (
        <DecisionNotice key={decision.id} decision={decision} />
      ))}
    </div>
  );
}
