import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Skeleton } from '#web/components/skeleton.tsx';
import { lazyRoute, type LazyRoute } from '#web/lib/render/lazy-route.ts';
import { useNoVerticalSwipes } from '#web/lib/telegram/in-telegram.ts';
import { GamesLobby } from './components/games-lobby.tsx';

/* Each game is its own chunk: the shared game math only loads with a game page. */
const SlotPage = lazyRoute(() => import('./slot/slot-page.tsx'));
const FreMachinePage = lazyRoute(() => import('./fre-machine/fre-machine-page.tsx'));
const KenoPage = lazyRoute(() => import('./keno/keno-page.tsx'));
const TowersPage = lazyRoute(() => import('./towers/towers-page.tsx'));
const HiloPage = lazyRoute(() => import('./hilo/hilo-page.tsx'));
const BlackjackPage = lazyRoute(() => import('./blackjack/blackjack-page.tsx'));
const FairnessPage = lazyRoute(() => import('./fairness/fairness-page.tsx'));

/** By the path's segment under /game (the server preloads the same modules, app/navigation/first-screen-needs.ts). */
const GAME_PAGES: Record<string, LazyRoute> = { slot: SlotPage, 'fre-machine': FreMachinePage, keno: KenoPage, towers: TowersPage, hilo: HiloPage, blackjack: BlackjackPage, fairness: FairnessPage };

/**
 * Fetches the game a path opens (`/game/keno`) with the lobby's code, so that the app's first render
 * draws the game instead of the loading skeleton, then the game a task later (docs/decisions/029).
 */
export function preloadGamePage(pathname: string): Promise<unknown> {
  const segment = pathname.slice(paths.game.path.length + 1).split('/')[0] ?? '';
  return GAME_PAGES[segment]?.preload() ?? Promise.resolve();
}

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
