import { GAME_CATALOGUE, type CatalogueGame } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Amount } from '#web/components/amount.tsx';
import { Fre } from '#web/components/fre.tsx';
import { Card } from '#web/components/card.tsx';
import { IconShield } from '#web/components/icons.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { formatNumber } from '#web/lib/format.ts';
import { AfterFirstFrame, AfterFirstPaint } from '#web/lib/render/deferred-render.tsx';
import { lazyRoute } from '#web/lib/render/lazy-route.ts';
import { useSlot } from '../api/get-slot.ts';
import { lobbySubtitleValues, taglineValues } from '../game-taglines.ts';
import { GameIcon } from '../game-icon.tsx';
import { FreeSpinTile } from './free-spin-tile.tsx';
import styles from './games-lobby.module.css';

/* Below the lobby's first screen: the limits form comes once the lobby is painted (docs/decisions/029). */
const ResponsiblePlay = lazyRoute(() => import('./responsible-play.tsx').then((module) => ({ default: module.ResponsiblePlay })));

/** A row of the lobby's grid at 390×844: its tiles are shown together, one row per task after the first frame (decision 036). */
const TILES_PER_ROW = 2;
const TILE_ROWS = Array.from({ length: Math.ceil(GAME_CATALOGUE.length / TILES_PER_ROW) }, (_, row) => GAME_CATALOGUE.slice(row * TILES_PER_ROW, (row + 1) * TILES_PER_ROW));

/** /game: the games of the catalogue, the balance, the free spin, both jackpots, responsible play and fairness. */
export function GamesLobby() {
  const { t, i18n } = useTranslation('games');
  const language = i18n.language;
  const { data: user } = useUser();
  const slot = useSlot();
  const jackpotsId = useId();
  const pool = (nano: string) => <Amount value={formatNumber(Number(BigInt(nano) / 1_000_000n) / 1000, language, 2)} unit="FRE" />;
  const gameTile = (game: CatalogueGame) => (
    <li key={game.id}>
      <Link to={paths.game.getHref(game.id)} className={styles.game}>
        <span className={styles.icon}>
          <GameIcon game={game.id} />
        </span>
        <span className={styles.name}>{t(`gameNames.${game.id}`, { ns: 'web' })}</span>
        <span className={styles.tagline}>{t(`games.${game.id}.tagline`, taglineValues(game.id, language))}</span>
        {game.isNew ? <span className={styles.new}>{t('lobby.new')}</span> : null}
      </Link>
    </li>
  );
  return (
    <div className={styles.page}>
      <PageHeader title={t('lobby.title')} subtitle={t('lobby.subtitle', lobbySubtitleValues(language))} />
      <div className={styles.summary}>
        <div className={styles.tile}>
          <span>{t('balance')}</span>
          <strong>{user ? <Fre nano={user.balance} fit /> : '…'}</strong>
        </div>
        <FreeSpinTile />
      </div>
      <div className={styles.jackpots} aria-labelledby={jackpotsId} role="group">
        <h2 id={jackpotsId} className={styles.jackpotsTitle}>
          {t('lobby.jackpots')}
        </h2>
        <p>
          {t('gameNames.slot', { ns: 'web' })} <strong>{slot.data ? pool(slot.data.pool) : '…'}</strong>
        </p>
        <p>
          {t('gameNames.fre-machine', { ns: 'web' })} <strong>{slot.data ? pool(slot.data.freMachinePool) : '…'}</strong>
        </p>
      </div>
      <ul className={styles.games}>
        {TILE_ROWS.map((row, index) => (
          // A fixed list: the row's place is its identity.
          <AfterFirstFrame key={index}>{row.map(gameTile)}</AfterFirstFrame>
        ))}
      </ul>
      <AfterFirstFrame>
        <Card title={t('fairness.title')} icon={<IconShield size={16} />}>
          <p className={styles.text}>{t('lobby.fairness')}</p>
          <Link to={paths.game.getHref('fairness')} className={styles.link}>
            {t('fairness.link')}
          </Link>
        </Card>
      </AfterFirstFrame>
      <AfterFirstPaint part={ResponsiblePlay} namespaces={['games']} />
    </div>
  );
}
