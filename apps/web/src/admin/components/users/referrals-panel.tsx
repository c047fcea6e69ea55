import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Card } from '#web/components/card.tsx';
import { IconUsers } from '#web/components/icons.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { formatDate } from '../../format.ts';
import type { AdminUserDetail } from '../../types.ts';
import layout from '../ui/page-layout.module.css';
import styles from './user-detail-page.module.css';

interface ReferralsPanelProps {
  count: number;
  active: number;
  /** Referrals whose referral credit an abuse decision froze: they no longer count in this user's rate. */
  frozen: number;
  recent: AdminUserDetail['referrals']['recent'];
}

/** How many accounts this user referred, how many mine now, how many are frozen, and the latest ones. */
export function ReferralsPanel({ count, active, frozen, recent }: ReferralsPanelProps) {
  const { t, i18n } = useTranslation('admin');
  const n = (value: number) => formatNumber(value, i18n.language, 0);
  return (
    <Card title={t('users.referrals.title')} icon={<IconUsers size={16} />}>
      <dl className={styles.summary}>
        <div>
          <dt>{t('users.referrals.count')}</dt>
          <dd className="tabular">{n(count)}</dd>
        </div>
        <div>
          <dt>{t('users.referrals.active')}</dt>
          <dd className="tabular">{n(active)}</dd>
        </div>
        {frozen > 0 ? (
          <div>
            <dt>{t('users.referrals.frozen')}</dt>
            <dd className={`tabular ${styles.frozen}`}>{n(frozen)}</dd>
          </div>
        ) : null}
      </dl>
      {frozen > 0 ? <p className={styles.frozenNote}>{t('users.referrals.frozenNote', { count: frozen, n: n(frozen) })}</p> : null}
      {recent.length > 0 ? (
        <>
          <h3 className={`${layout.muted} ${styles.recentTitle}`}>{t('users.referrals.recent')}</h3>
          <ul className={styles.referralList}>
            {recent.map((referral) => (
              <li key={referral.id}>
                <Link to={paths.adminUser.getHref(referral.id)}>{referral.nickname}</Link>
                <span className={layout.date}>{formatDate(referral.createdAt, i18n.language)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={layout.muted}>{t('users.referrals.none')}</p>
      )}
    </Card>
  );
}
