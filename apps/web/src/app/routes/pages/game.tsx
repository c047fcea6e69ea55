import { useTranslation } from '#web/lib/use-translation.ts';
import { GamesRoutes } from '#web/features/games/games-routes.tsx';
import { PageFallback } from '../../layout/page-fallback.tsx';

/** The game the path opens, fetched by the boot before the first render (router.tsx `preloadRoute`). */
export { preloadGamePage as preloadNested } from '#web/features/games/games-routes.tsx';

/** /game and its games: waits for the lazy `games` texts. */
export default function GameRoute() {
  const { t, ready } = useTranslation('games');
  return ready ? <GamesRoutes loadingLabel={t('loading')} /> : <PageFallback />;
}
