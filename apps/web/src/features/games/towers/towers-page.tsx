import { TOWERS, towersMultiplier, type TowersDifficulty } from '@fre/domain';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { BetForm } from '../components/bet-form.tsx';
import { GamePage } from '../components/game-page.tsx';
import { taglineValues } from '../game-taglines.ts';
import { RoundResult } from '../components/round-result.tsx';
import { useGameRound } from '../components/use-game-round.ts';
import { percent, times } from '../rules-format.ts';
import { BombArt, GemArt } from './towers-tile-art.tsx';
import { towersTileFace } from './towers-tile.ts';
import styles from './towers-page.module.css';

const DIFFICULTIES = Object.keys(TOWERS.difficulties) as TowersDifficulty[];

interface TowersShown {
  difficulty: TowersDifficulty;
  row: number;
  picks: number[];
  multiplier: number;
  next?: number;
  layout?: number[][];
}

/** /game/towers: climb TOWERS.rows rows picking a safe tile on each; cash out at any time (up to TOWERS.maxMultiplier). */
export default function TowersPage() {
  const { t, i18n } = useTranslation('games');
  const language = i18n.language;
  const game = useGameRound('towers');
  const [difficulty, setDifficulty] = useState<TowersDifficulty>('easy');
  const shown = game.round?.shown as TowersShown | undefined;
  const level = shown?.difficulty ?? difficulty;
  const { tiles } = TOWERS.difficulties[level];
  return (
    <GamePage
      title={t('gameNames.towers', { ns: 'web' })}
      subtitle={t('games.towers.tagline', taglineValues('towers', language))}
      rules={
        <>
          <p>{t('towers.rules', { rows: TOWERS.rows, max: TOWERS.maxMultiplier })}</p>
          <p>{t('rules.rtp', { rtp: percent(1 - TOWERS.edge, language) })}</p>
        </>
      }
    >
      <div className={styles.tower} aria-label={t('towers.board')} role="group">
        {Array.from({ length: TOWERS.rows }, (_, i) => TOWERS.rows - 1 - i).map((row) => {
          const current = game.active && shown?.row === row;
          return (
            <div key={row} className={`${styles.row} ${current ? styles.current : ''}`}>
              <span className={styles.mult}>{times(towersMultiplier(level, row + 1), language)}</span>
              {Array.from({ length: tiles }, (_, tile) => {
                const { face, picked } = towersTileFace(shown, row, tile);
                const place = { row: row + 1, tile: tile + 1 };
                const name = face === 'hidden' ? t('towers.tile', place) : t(picked ? `towers.picked.${face}` : `towers.revealed.${face}`, place);
                return (
                  <button
                    key={tile}
                    type="button"
                    className={`${styles.tile} ${face === 'hidden' ? '' : styles[face]} ${picked ? styles.picked : ''}`}
                    disabled={!current || game.pending}
                    aria-label={name}
                    onClick={() => game.act('pick', { tile })}
                  >
                    {face === 'gem' ? <GemArt /> : face === 'bomb' ? <BombArt /> : null}
                  </button>
                );
              })}
            </div>
          );
        })}
      </div>
      {game.round && game.active && shown ? (
        <div className={styles.actions}>
          <p>{t('towers.current', { multiplier: times(shown.multiplier, language), next: times(shown.next ?? shown.multiplier, language) })}</p>
          <Button variant="secondary" block disabled={shown.row === 0} loading={game.pending} onClick={() => game.act('cashout')}>
            {t('common.cashOut')}
          </Button>
        </div>
      ) : null}
      {game.round && !game.active ? <RoundResult round={game.round} /> : null}
      {game.active ? null : (
        <BetForm cta={t('towers.play')} pending={game.pending} error={game.error} onPlay={(stake) => game.play({ stake, difficulty })}>
          <div className={styles.levels} role="radiogroup" aria-label={t('towers.difficulty')}>
            {DIFFICULTIES.map((d) => (
              <button key={d} type="button" role="radio" aria-checked={difficulty === d} className={styles.level} onClick={() => setDifficulty(d)}>
                {t(`towers.levels.${d}`)}
              </button>
            ))}
          </div>
        </BetForm>
      )}
    </GamePage>
  );
}
