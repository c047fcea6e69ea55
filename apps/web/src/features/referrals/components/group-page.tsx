import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { IconUsers } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { AfterFirstFrame } from '#web/lib/render/deferred-render.tsx';
import { useReferrals } from '../api/get-referrals.ts';
import { BonusSummary } from './bonus-summary.tsx';
import styles from './group-page.module.css';
import { InviteCard } from './invite-card.tsx';
import { JoinForm } from './join-form.tsx';
import { ReferralList } from './referral-list.tsx';
import { ReferredBy } from './referred-by.tsx';

interface GroupPageProps {
  /** Composed by the app: controls for the page header (the notifications bell). */
  headerAction?: ReactNode;
  /** Composed by the app: a card shown after the group (the bonus-code form). */
  extra?: ReactNode;
}

/** /group: invite friends, join a referrer, follow the referrals and the rate bonus they bring. */
export function GroupPage({ headerAction, extra }: GroupPageProps) {
  const { t } = useTranslation('referrals');
  const referrals = useReferrals();
  const header = <PageHeader title={t('title')} subtitle={t('subtitle')} action={headerAction} />;

  let body: ReactNode;
  if (referrals.isPending) body = <Skeleton label={t('common.loading', { ns: 'web' })} blocks={[168, 188, 128, 200]} />;
  else if (referrals.isError && isApiError(referrals.error) && referrals.error.code === 'feature_disabled')
    body = <EmptyState icon={<IconUsers size={24} />} text={t('disabled')} />;
  else if (referrals.isError)
    body = <LoadError text={t('loadError')} onRetry={() => void referrals.refetch()} retrying={referrals.isFetching} />;
  else {
    // The code, the referrer and the bonus are the first page's; the list is every page read.
    const state = referrals.data.pages[0]!;
    const items = referrals.data.pages.flatMap((page) => page.items);
    body = (
      <>
        <BonusSummary state={state} />
        {/* Under the summary, one card per task after the first frame (decision 036). */}
        <AfterFirstFrame>
          <InviteCard code={state.code} />
        </AfterFirstFrame>
        <AfterFirstFrame>{state.referredBy ? <ReferredBy nickname={state.referredBy.nickname} /> : <JoinForm />}</AfterFirstFrame>
        <AfterFirstFrame>
          <ReferralList
            referrals={items}
            total={state.referralCount}
            more={referrals.hasNextPage ? { loading: referrals.isFetchingNextPage, load: () => void referrals.fetchNextPage() } : null}
          />
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
