import { memo, useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Banner } from '../../../components/banner';
import { IconAlert, IconMail } from '../../../components/icons';
import { useUser } from '../../../lib/auth/get-me';
import { AfterFirstFrame } from '../../../lib/render/after-first-frame';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useClaimMining, type ClaimResult } from '../api/claim-mining';
import { selectLiveSession, selectRate, useMining, useMiningPart, type MiningSnapshot } from '../api/get-mining';
import { useStartMining } from '../api/start-mining';
import { useSessionView } from '../hooks/use-session-view';
import { isOpenSession, type MiningPhase } from '../session-view';
import { BalanceCard } from './balance-card';
import { ClaimSuccess } from './claim-success';
import styles from './dashboard-page.module.css';
import { DashboardSkeleton } from './dashboard-skeleton';
import { MiningAction } from './mining-action';
import { MiningAnnouncer } from './mining-announcer';
import { MiningError } from './mining-error';
import { MiningRing } from './mining-ring';
import { RateCard } from './rate-card';

const selectOpenSession = (snapshot: MiningSnapshot) => isOpenSession(snapshot.session);

/**
 * /dashboard: start, follow and claim the 24-hour mining session. Only the ring moves by itself
 * (LiveMiningRing, one render per 2 s refresh); each part reads just the slice of the mining state
 * it shows, so the 60 s re-sync renders nothing when nothing changed.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const mining = useMining(selectOpenSession);
  const start = useStartMining();
  const claim = useClaimMining();
  const [lastClaim, setLastClaim] = useState<ClaimResult | null>(null);
  const errorText = useApiErrorText();

  // The page replaces the skeleton in a background render (small slices), not in one long task.
  const pending = useDeferredValue(mining.isPending);

  if (!user) return null;
  if (pending) return <DashboardSkeleton />;
  if (mining.isError) return <MiningError onRetry={() => void mining.refetch()} retrying={mining.isFetching} />;

  const actionError = start.error ?? claim.error;
  const onStart = () => {
    setLastClaim(null);
    claim.reset();
    start.mutate();
  };
  const onClaim = () => {
    start.reset();
    claim.mutate(undefined, { onSuccess: setLastClaim });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.hello}>{t('mining.hello', { nickname: user.nickname })}</p>
        <h1 className={styles.title}>{t('mining.title')}</h1>
      </header>

      <LiveMiningRing
        lastClaim={lastClaim}
        action={(phase) => (
          <MiningAction
            phase={phase}
            // The claim's session is off the ring from the tap (decision 030): Start waits for the answer.
            canStart={user.emailVerified && !claim.isPending}
            starting={start.isPending}
            claiming={claim.isPending}
            onStart={onStart}
            onClaim={onClaim}
          />
        )}
      />

      {!user.emailVerified && !mining.data ? (
        <Banner tone="warning" icon={<IconMail />}>
          {t('email_not_verified', { ns: 'errors' })}
        </Banner>
      ) : null}
      {actionError ? (
        <Banner tone="error" icon={<IconAlert />}>
          {errorText(actionError)}
        </Banner>
      ) : null}
      {lastClaim ? <ClaimSuccess result={lastClaim} /> : null}

      {/* Under the ring, one card per task after the first frame (decision 036). */}
      <AfterFirstFrame>
        <StillBalanceCard user={user} />
      </AfterFirstFrame>
      <AfterFirstFrame>
        <LiveRateCard level={user.level} />
      </AfterFirstFrame>
    </div>
  );
}

/**
 * The ring with its countdown and earnings, the part of the page that re-renders on each refresh,
 * and what a screen reader is told of its changes.
 */
function LiveMiningRing({ action, lastClaim }: { action: (phase: MiningPhase) => ReactNode; lastClaim: ClaimResult | null }) {
  const { data } = useMiningPart(selectLiveSession);
  const view = useSessionView(data?.session ?? null, data?.clockOffsetMs ?? 0);
  return (
    <>
      <MiningRing view={view} action={action(view.phase)} />
      <MiningAnnouncer phase={view.phase} claim={lastClaim} />
    </>
  );
}

/*
 * The cards under the ring do not render again with the page's own state (a tap on Start or Claim
 * pending, then settled): the answer to the tap shows sooner (bench/tap-response.ts).
 */
const StillBalanceCard = memo(BalanceCard);

const LiveRateCard = memo(function LiveRateCard({ level }: { level: number }) {
  const { data: rate } = useMiningPart(selectRate);
  return rate ? <RateCard rate={rate} level={level} /> : null;
});
