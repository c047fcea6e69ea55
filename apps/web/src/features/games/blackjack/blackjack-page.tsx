import { BLACKJACK, handValue, type Card } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { BetForm } from '../components/bet-form.tsx';
import { GamePage } from '../components/game-page.tsx';
import { taglineValues } from '../game-taglines.ts';
import { PlayingCard } from '../components/playing-card.tsx';
import { RoundResult } from '../components/round-result.tsx';
import { useGameRound } from '../components/use-game-round.ts';
import { payoutRatio, percent, times } from '../rules-format.ts';
import styles from './blackjack-page.module.css';

interface BlackjackShown {
  player: Card[];
  dealer: Card[];
  doubled: boolean;
  canDouble: boolean;
  finished: boolean;
}

function Hand({ label, cards, hole }: { label: string; cards: Card[]; hole: boolean }) {
  const { t } = useTranslation('games');
  return (
    <div className={styles.hand}>
      <p className={styles.label}>
        {label} <strong>{t('blackjack.total', { total: handValue(cards).total })}</strong>
      </p>
      <div className={styles.cards}>
        {cards.map((card, i) => <PlayingCard key={i} card={card} />)}
        {hole ? <PlayingCard hidden /> : null}
      </div>
    </div>
  );
}

/** /game/blackjack: one hand against the dealer; hit, stand or double on the first two cards. */
export default function BlackjackPage() {
  const { t, i18n } = useTranslation('games');
  const language = i18n.language;
  const game = useGameRound('blackjack');
  const shown = game.round?.shown as BlackjackShown | undefined;
  return (
    <GamePage
      title={t('gameNames.blackjack', { ns: 'web' })}
      subtitle={t('games.blackjack.tagline', taglineValues('blackjack', language))}
      rules={
        <>
          <p>{t('rules.rtp', { rtp: percent(BLACKJACK.statedRtp, language, 1) })}</p>
          <ul className={styles.rules}>
            <li>{t('blackjack.rules.dealer', { total: BLACKJACK.dealerStandsOn })}</li>
            <li>{t('blackjack.rules.natural', { ratio: payoutRatio(BLACKJACK.naturalPays - 1), pays: times(BLACKJACK.naturalPays, language) })}</li>
            <li>{t('blackjack.rules.double')}</li>
            <li>{t('blackjack.rules.noSplit')}</li>
            <li>{t('blackjack.rules.deck')}</li>
          </ul>
        </>
      }
    >
      <div className={styles.table}>
        {shown ? (
          <>
            <Hand label={t('blackjack.dealer')} cards={shown.dealer} hole={!shown.finished} />
            <Hand label={t('blackjack.player')} cards={shown.player} hole={false} />
          </>
        ) : (
          <div className={styles.cards}>
            <PlayingCard hidden />
            <PlayingCard hidden />
          </div>
        )}
      </div>
      {game.round && game.active && shown ? (
        <div className={styles.actions}>
          <Button variant="secondary" loading={game.pending} onClick={() => game.act('hit')}>{t('blackjack.hit')}</Button>
          <Button loading={game.pending} onClick={() => game.act('stand')}>{t('blackjack.stand')}</Button>
          <Button variant="secondary" disabled={!shown.canDouble || game.pending} onClick={() => game.act('double')}>{t('blackjack.double')}</Button>
        </div>
      ) : null}
      {game.round && !game.active ? <RoundResult round={game.round} /> : null}
      {game.active ? null : <BetForm cta={t('blackjack.play')} pending={game.pending} error={game.error} onPlay={(stake) => game.play({ stake })} />}
    </GamePage>
  );
}
