import { BonusCodeCard } from '#web/features/bonus-codes/components/bonus-code-card.tsx';
import { GroupPage } from '#web/features/referrals/components/group-page.tsx';
import { WithTexts } from '../with-texts.tsx';

/** /group, composed with the bonus-code form (the notifications bell is in the top bar). */
export default function GroupRoute() {
  return (
    <WithTexts ns={['referrals', 'bonus-codes']}>
      <GroupPage extra={<BonusCodeCard />} />
    </WithTexts>
  );
}
