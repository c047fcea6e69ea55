import type { ReferralsState } from '@fre/domain';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { IconCheckCircle, IconUsers } from '#web/components/icons.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useRemindReferral } from '../api/remind-referral.ts';
import styles from './referral-list.module.css';
import { ReferralRow } from './referral-row.tsx';

interface ReferralListProps {
  /** The referrals read so far, newest first. */
  referrals: ReferralsState['items'];
  /** Every referral, beyond the pages read. */
  total: number;
  /** The next page, while there is one. */
  more: { loading: boolean; load: () => void } | null;
}

/** The referrals with their active badge; inactive ones can be reminded once a day. */
export function ReferralList({ referrals, total, more }: ReferralListProps) {
  const { t } = useTranslation('referrals');
  const errorText = useApiErrorText();
  const remind = useRemindReferral();
  const [reminded, setReminded] = useState<string | null>(null);
  const onRemind = (id: string, nickname: string) => {
    setReminded(null);
    remind.mutate(id, { onSuccess: () => setReminded(nickname) });
  };
  return (
    <Card title={t('list.title', { count: total })} icon={<IconUsers size={16} />}>
      {referrals.length === 0 ? (
        <EmptyState icon={<IconUsers size={24} />} text={t('list.empty')} />
      ) : (
        <ul className={styles.list}>
          {referrals.map((referral) => (
            <ReferralRow
              key={referral.id}
              referral={referral}
              reminding={remind.isPending && remind.variables === referral.id}
              onRemind={() => onRemind(referral.id, referral.nickname)}
            />
          ))}
        </ul>
      )}
      {more ? (
        <Button variant="ghost" block loading={more.loading} onClick={more.load}>
          {t('list.more')}
        </Button>
      ) : null}
      {reminded ? (
        <div className={styles.feedback}>
          <Banner tone="success" icon={<IconCheckCircle />}>
            {t('list.reminded', { nickname: reminded })}
          </Banner>
        </div>
      ) : null}
      {remind.error ? (
        <div className={styles.feedback}>
          <ErrorBanner>
            {errorText(remind.error)}
          </ErrorBanner>
        </div>
      ) : null}
    </Card>
  );
}
