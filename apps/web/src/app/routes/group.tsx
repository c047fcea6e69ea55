import { BonusCodeCard } from '../../features/bonus-codes/components/bonus-code-card';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { GroupPage } from '../../features/referrals/components/group-page';
import { WithGrowthTexts } from './growth-namespace';

/** /group, composed with the notifications bell and the bonus-code form. */
export default function GroupRoute() {
  return (
    <WithGrowthTexts>
      <GroupPage headerAction={<NotificationBell />} extra={<BonusCodeCard />} />
    </WithGrowthTexts>
  );
}
