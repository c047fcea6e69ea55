import { BonusCodeCard } from '../../../features/bonus-codes/components/bonus-code-card';
import { GroupPage } from '../../../features/referrals/components/group-page';
import { WithGrowthTexts } from '../growth-namespace';

/** /group, composed with the bonus-code form (the notifications bell is in the top bar). */
export default function GroupRoute() {
  return (
    <WithGrowthTexts>
      <GroupPage extra={<BonusCodeCard />} />
    </WithGrowthTexts>
  );
}
