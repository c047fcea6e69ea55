import { useTranslation } from '../../../lib/use-translation';
import { GamesRoutes } from '../../../features/games/games-routes';
import { PageFallback } from '../../layout/page-fallback';

/** /game and its games: waits for the lazy `games` texts. */
export default function GameRoute() {
  const { t, ready } = useTranslation('games');
  return ready ? <GamesRoutes loadingLabel={t('loading')} /> : <PageFallback />;
}
