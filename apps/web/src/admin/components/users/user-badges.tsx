import { useTranslation } from '#web/lib/use-translation.ts';
import type { AdminUserSummary } from '../../types.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';

const KYC_TONE: Record<string, BadgeTone> = { none: 'neutral', pending: 'gold', approved: 'gain', rejected: 'loss' };
const KYC_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
type KycStatus = (typeof KYC_STATUSES)[number];
const isKycStatus = (value: string): value is KycStatus => (KYC_STATUSES as readonly string[]).includes(value);

/** Role, ban and email state of an account, as short labels. */
export function UserBadges({ user }: { user: Pick<AdminUserSummary, 'role' | 'banned' | 'emailVerified'> }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {user.role === 'admin' ? <Badge tone="gold">{t('users.badges.admin')}</Badge> : null}
      {user.banned ? <Badge tone="loss">{t('users.badges.banned')}</Badge> : null}
      {user.emailVerified ? null : <Badge>{t('users.badges.unverified')}</Badge>}
    </>
  );
}

/** KYC status: none, pending (24-48 h review), approved, rejected. */
export function KycBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return <Badge tone={KYC_TONE[status] ?? 'neutral'}>{isKycStatus(status) ? t(`users.kyc.${status}`) : status}</Badge>;
}
