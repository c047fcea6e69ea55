import type { MiningSessionDto } from '@fre/domain';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { AfterFirstFrame } from '#web/lib/render/deferred-render.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useClaimMining, type ClaimResult } from '../api/claim-mining.ts';
import { selectLiveSession, selectRate, useMining, useMiningPart, type MiningSnapshot } from '../api/get-mining.ts';
import { useStartMining } from '../api/start-mining.ts';
import { greetingName } from '../greeting-name.ts';
import { useSessionView } from '../hooks/use-session-view.ts';
import { isOpenSession, type MiningPhase } from '../session-view.ts';
import { BalanceCard } from './balance-card.tsx';
import styles from './dashboard-page.module.css';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { MiningAction } from './mining-action.tsx';
import { MiningAnnouncer } from './mining-announcer.tsx';
import { MiningRing } from './mining-ring.tsx';
import { RateCard } from './rate-card.tsx';

const selectOpenSession = (snapshot: MiningSnapshot) => isOpenSession(snapshot.session);

// Shown after a tap on Start only: fetched with the server's answer, outside the first load.
const StartedToast = lazy(() => import('./started-toast.tsx').then((m) => ({ default: m.StartedToast })));
// After a claim, or when the mining state cannot be read: never on a first screen that went well.
const ClaimSuccess = lazy(() => import('./claim-success.tsx').then((m) => ({ default: m.ClaimSuccess })));
const MiningError = lazy(() => import('./mining-error.tsx').then((m) => ({ default: m.MiningError })));

/**
 * /dashboard: start, follow and claim the 24-hour mining session, and under the ring what waits
 * for the player today (the agenda). Only the ring moves by itself (LiveMiningRing, one render a
 * second); each part reads just the slice of the mining state it shows, so the 60 s re-sync
 * renders nothing when nothing changed. `agenda`, composed by the app: the day's agenda.
 */
export function DashboardPage({ agenda }: { agenda?: ReactNode }) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const mining = useMining(selectOpenSession);
  const start = useStartMining();
  const claim = useClaimMining();
  const [lastClaim, setLastClaim] = useState<ClaimResult | null>(null);
  const [started, setStarted] = useState<MiningSessionDto | null>(null);
  const closeStarted = useCallback(() => setStarted(null), []);
  const errorText = useApiErrorText();

  // The page replaces the skeleton in a background render (small slices), not in one long task.
  const pending = useDeferredValue(mining.isPending);

  if (!user) return null;
  if (pending) return <DashboardSkeleton />;
  if (mining.isError)
    return (
      <Suspense fallback={<DashboardSkeleton />}>
        <MiningError onRetry={() => void mining.refetch()} retrying={mining.isFetching} />
      </Suspense>
    );

  const actionError = start.error ?? claim.error;
  const onStart = () => {
    setLastClaim(null);
    claim.reset();
    start.mutate(undefined, { onSuccess: ({ session }) => setStarted(session) });
  };
  const onClaim = () => {
    setStarted(null);
    start.reset();
    claim.mutate(undefined, { onSuccess: setLastClaim });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.hello}>{t('mining.hello', { nickname: greetingName(user) })}</p>
        <h1 className={styles.title}>{t('mining.title')}</h1>
      </header>

      <div className={styles.ring}>
        <LiveMiningRing
          lastClaim={lastClaim}
          action={(phase) => (
            <MiningAction
              phase={phase}
              // The claim's session is off the ring from the tap (decision 030): Start waits for the answer.
              // A verified account mines: a confirmed email, or Telegram for one made there (decision 045).
              canStart={user.verifiedBy !== null && !claim.isPending}
              starting={start.isPending}
              claiming={claim.isPending}
              onStart={onStart}
              onClaim={onClaim}
            />
          )}
        />
      </div>

      {actionError ? (
        <ErrorBanner>
          {errorText(actionError)}
        </ErrorBanner>
      ) : null}
      {lastClaim ? (
        <Suspense fallback={null}>
          <ClaimSuccess result={lastClaim} />
        </Suspense>
      ) : null}
      {started ? (
        <Suspense fallback={null}>
          <StartedToast session={started} onClose={closeStarted} />
        </Suspense>
      ) : null}

      {/* Under the ring, one card per task after the first frame (decision 036), what waits first. */}
      <AfterFirstFrame>{agenda}</AfterFirstFrame>
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
