import type { ReferralsState } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { IconBell } from '#web/components/icons.tsx';
import styles from './referral-list.module.css';
import { dateTimeFormat } from '@fre/i18n/intl-formats';

type Referral = ReferralsState['items'][number];

interface ReferralRowProps {
  referral: Referral;
  reminding: boolean;
  onRemind: () => void;
}

/** One referral: initial, nickname, join date, active/inactive badge and the reminder button. */
export function ReferralRow({ referral, reminding, onRemind }: ReferralRowProps) {
  const { t, i18n } = useTranslation('referrals');
  const joined = dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(referral.joinedAt));
  return (
    <li className={styles.row}>
      <span className={`${styles.avatar} ${referral.active ? styles.avatarActive : ''}`} aria-hidden="true">
        {referral.nickname.slice(0, 1).toUpperCase()}
      </span>
      <div className={styles.who}>
        <span className={styles.nickname}>{referral.nickname}</span>
        <span className={styles.meta}>
          <span className={`${styles.badge} ${referral.active ? styles.active : styles.inactive}`}>
            {t(referral.active ? 'list.active' : 'list.inactive')}
          </span>
          <span className={styles.joined}>{t('list.joined', { date: joined })}</span>
        </span>
      </div>
      {!referral.active && referral.remindable ? (
        <Button
          variant="ghost"
          icon={<IconBell size={18} />}
          loading={reminding}
          onClick={onRemind}
          className={styles.remind}
          aria-label={t('list.remindLabel', { nickname: referral.nickname })}
        >
          {t('list.remind')}
        </Button>
      ) : null}
    </li>
  );
}
