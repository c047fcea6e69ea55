import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Card } from '#web/components/card.tsx';
import { IconIdCard } from '#web/components/icons.tsx';
import { formatDateTime } from '../../format.ts';
import type { AdminUserDetail } from '../../types.ts';
import { Badge } from '../ui/badge.tsx';
import { DetailList } from '../ui/detail-list.tsx';
import { KycBadge } from './user-badges.tsx';

const LANGUAGE_NAMES: Record<string, string> = { fr: 'Français', en: 'English', es: 'Español', ru: 'Русский', zh: '中文' };

/** Identity, contact, KYC and wallet of the account. */
export function ProfilePanel({ user }: { user: AdminUserDetail['user'] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Card title={t('users.profile.title')} icon={<IconIdCard size={16} />}>
      <DetailList
        emptyLabel={t('common.notSet')}
        items={[
          {
            label: t('users.profile.email'),
            value: (
              <>
                <span>{user.email}</span>
                {user.emailVerified ? <Badge tone="gain">{t('users.badges.verified')}</Badge> : <Badge>{t('users.badges.unverified')}</Badge>}
              </>
            ),
          },
          { label: t('users.profile.kyc'), value: <KycBadge status={user.kycStatus} /> },
          { label: t('users.profile.wallet'), value: user.tonWallet, mono: true },
          { label: t('users.profile.telegram'), value: user.telegramUsername ? `@${user.telegramUsername.replace(/^@/, '')}` : null },
          { label: t('users.profile.referralCode'), value: user.referralCode, mono: true },
          {
            label: t('users.profile.referredBy'),
            value: user.referredBy ? <Link to={paths.adminUser.getHref(user.referredBy.id)}>{user.referredBy.nickname}</Link> : null,
          },
          { label: t('users.profile.language'), value: LANGUAGE_NAMES[user.language] ?? user.language },
          { label: t('users.profile.joined'), value: formatDateTime(user.createdAt, i18n.language) },
          ...(user.bannedAt ? [{ label: t('users.profile.bannedAt'), value: formatDateTime(user.bannedAt, i18n.language) }] : []),
          { label: t('users.profile.id'), value: user.id, mono: true },
        ]}
      />
    </Card>
  );
}
