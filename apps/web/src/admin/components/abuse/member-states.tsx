import { useTranslation } from '#web/lib/use-translation.ts';
import type { AbuseClusterMember } from '../../types.ts';
import { Badge } from '../ui/badge.tsx';

const STATES = ['referralCreditFrozen', 'miningFrozen', 'banned'] as const;

/** An account's frozen and banned states, as red chips; nothing when it is free of measures. */
export function MemberStates({ member }: { member: Pick<AbuseClusterMember, (typeof STATES)[number]> }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {STATES.filter((state) => member[state]).map((state) => (
        <Badge key={state} tone="loss">
          {t(`abuse.members.states.${state}`)}
        </Badge>
      ))}
    </>
  );
}
