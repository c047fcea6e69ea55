import { useTranslation } from '#web/lib/use-translation.ts';
import type { AbuseClusterSummary } from '../../types.ts';
import { Badge } from '../ui/badge.tsx';

const MEASURES = ['referralsFrozen', 'miningFrozen', 'banned'] as const;

/** The operator's measures in force on a cluster, as red chips; nothing when none is. */
export function MeasureChips({ measures }: { measures: AbuseClusterSummary['measures'] }) {
  const { t } = useTranslation('admin');
  const active = MEASURES.filter((measure) => measures[measure]);
  if (active.length === 0) return null;
  return (
    <>
      {active.map((measure) => (
        <Badge key={measure} tone="loss" dot>
          {t(`abuse.measures.chips.${measure}`)}
        </Badge>
      ))}
    </>
  );
}
