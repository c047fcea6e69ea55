import { HILO, hiloWinAfter, type Card, type HiloGuess } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { BetForm } from '../components/bet-form.tsx';
import { GamePage } from '../components/game-page.tsx';
import { taglineValues } from '../game-taglines.ts';
import { PlayingCard } from '../components/playing-card.tsx';
import { RoundResult } from '../components/round-result.tsx';
import { useGameRound } from '../components/use-game-round.ts';
import { percent, times } from '../rules-format.ts';
import styles from './hilo-page.module.css';

const GUESSES: HiloGuess[] = ['higher', 'same', 'lower'];

/** /game/hilo: guess whether the next card is higher, lower or the same; cash out at any time (up to HILO.maxMultiplier, the cap every quoted win respects). */
export default function HiloPage() {
  const { t, i18n } = useTranslation('games');
  const language = i18n.language;
  const game = useGameRound('hilo');
  const shown = game.round?.shown as { cards: Card[]; index: number; multiplier: number } | undefined;
  const current = shown?.cards[shown.cards.length - 1];
  return (
    <GamePage
      title={t('gameNames.hilo', { ns: 'web' })}
      subtitle={t('games.hilo.tagline', taglineValues('hilo', language))}
      rules={
        <>
          <p>{t('hilo.rules', { max: HILO.maxMultiplier })}</p>
          <p>{t('rules.rtp', { rtp: percent(1 - HILO.edge, language) })}</p>
        </>
      }
    >
      <div className={styles.table}>
        <div className={styles.cards}>
          {shown ? shown.cards.slice(-4).map((card, i) => <PlayingCard key={`${shown.cards.length}-${i}`} card={card} />) : <PlayingCard hidden />}
        </div>
        {shown ? <p className={styles.mult}>{t('hilo.multiplier', { multiplier: times(shown.multiplier, language) })}</p> : null}
      </div>
      {game.round && game.active && shown && current ? (
        <div className={styles.guesses}>
          {GUESSES.map((guess) => {
            // What the win becomes, capped as the server pays it: a guess's own 12.87× beside "up to 10×" promised more than it gives.
            const m = hiloWinAfter(shown.multiplier, current, guess);
            return (
              <Button key={guess} variant="secondary" disabled={m === 0 || game.pending} onClick={() => game.act('guess', { guess })}>
                {t(`hilo.guess.${guess}`)} · {times(m, language)}
              </Button>
            );
          })}
          <Button block disabled={shown?.index === 0} loading={game.pending} onClick={() => game.act('cashout')}>
            {t('common.cashOut')}
          </Button>
        </div>
      ) : null}
      {game.round && !game.active ? <RoundResult round={game.round} /> : null}
      {game.active ? null : <BetForm cta={t('hilo.play')} pending={game.pending} error={game.error} onPlay={(stake) => game.play({ stake })} />}
    </GamePage>
  );
}
