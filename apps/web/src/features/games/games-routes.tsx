import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useNoVerticalSwipes } from '#web/lib/telegram/in-telegram.ts';
import { GamesLobby } from './components/games-lobby.tsx';

/* Each game is its own chunk: the shared game math only loads with a game page. */
const SlotPage = lazy(() => import('./slot/slot-page.tsx'));
const FreMachinePage = lazy(() => import('./fre-machine/fre-machine-page.tsx'));
const KenoPage = lazy(() => import('./keno/keno-page.tsx'));
const TowersPage = lazy(() => import('./towers/towers-page.tsx'));
const HiloPage = lazy(() => import('./hilo/hilo-page.tsx'));
const BlackjackPage = lazy(() => import('./blackjack/blackjack-page.tsx'));
const FairnessPage = lazy(() => import('./fairness/fairness-page.tsx'));

/** Everything under /game. Inside Telegram, a swipe down here plays (the towers, the cards) instead of folding the app away. */
export function GamesRoutes({ loadingLabel }: { loadingLabel: string }) {
  useNoVerticalSwipes();
  return (
    <Suspense fallback={<Skeleton blocks={[64, 240, 180]} label={loadingLabel} />}>
      <Routes>
        <Route index element={<GamesLobby />} />
        <Route path="slot" element={<SlotPage />} />
        <Route path="fre-machine" element={<FreMachinePage />} />
        <Route path="keno" element={<KenoPage />} />
        <Route path="towers" element={<TowersPage />} />
        <Route path="hilo" element={<HiloPage />} />
        <Route path="blackjack" element={<BlackjackPage />} />
        <Route path="fairness" element={<FairnessPage />} />
        <Route path="*" element={<Navigate to={paths.game.getHref()} replace />} />
      </Routes>
    </Suspense>
  );
}
