import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { IconUsers } from '../../../components/icons';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api-error';
import { AfterFirstFrame } from '../../../lib/render/deferred-render';
import { useReferrals } from '../api/get-referrals';
import { BonusSummary } from './bonus-summary';
import styles from './group-page.module.css';
import { InviteCard } from './invite-card';
import { JoinForm } from './join-form';
import { ReferralList } from './referral-list';
import { ReferredBy } from './referred-by';

interface GroupPageProps {
  /** Composed by the app: controls for the page header (the notifications bell). */
  headerAction?: ReactNode;
  /** Composed by the app: a card shown after the group (the bonus-code form). */
  extra?: ReactNode;
}

/** /group: invite friends, join a referrer, follow the referrals and the rate bonus they bring. */
export function GroupPage({ headerAction, extra }: GroupPageProps) {
  const { t } = useTranslation('growth');
  const referrals = useReferrals();
  const header = <PageHeader title={t('group.title')} subtitle={t('group.subtitle')} action={headerAction} />;

  let body: ReactNode;
  if (referrals.isPending) body = <Skeleton label={t('common.loading', { ns: 'web' })} blocks={[168, 188, 128, 200]} />;
  else if (referrals.isError && isApiError(referrals.error) && referrals.error.code === 'feature_disabled')
    body = <EmptyState icon={<IconUsers size={24} />} text={t('group.disabled')} />;
  else if (referrals.isError)
    body = <LoadError text={t('group.loadError')} onRetry={() => void referrals.refetch()} retrying={referrals.isFetching} />;
  else {
    const state = referrals.data;
    body = (
      <>
        <BonusSummary state={state} />
        {/* Under the summary, one card per task after the first frame (decision 036). */}
        <AfterFirstFrame>
          <InviteCard code={state.code} />
        </AfterFirstFrame>
        <AfterFirstFrame>{state.referredBy ? <ReferredBy nickname={state.referredBy.nickname} /> : <JoinForm />}</AfterFirstFrame>
        <AfterFirstFrame>
          <ReferralList referrals={state.referrals} />
        </AfterFirstFrame>
      </>
    );
  }
  return (
    <div className={styles.page}>
      {header}
      {body}
      <AfterFirstFrame>{extra}</AfterFirstFrame>
    </div>
  );
}
