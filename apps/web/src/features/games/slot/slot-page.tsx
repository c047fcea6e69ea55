import { SLOT_FREE_SPIN, SLOT_JACKPOT, SLOT_PRIZES_FRE, SLOT_TWO_CHERRIES_FRE, slotExpectation, type SlotShown, type SlotSymbol } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useUser } from '#web/lib/auth/get-me.ts';
import { useRounds } from '../api/get-rounds.ts';
import { useSlot } from '../api/get-slot.ts';
import { GamePage } from '../components/game-page.tsx';
import { taglineValues } from '../game-taglines.ts';
import { RoundResult } from '../components/round-result.tsx';
import { useGameRound } from '../components/use-game-round.ts';
import { useReducedMotion } from '../components/use-reduced-motion.ts';
import { SlotReels } from './slot-reels.tsx';
import { SlotSpinAction } from './slot-spin-action.tsx';
import { SlotSymbolArt } from './slot-symbols.tsx';
import { useHeldWhile } from './use-held-while.ts';
import { useReelSpin } from './use-reel-spin.ts';
import styles from './slot-page.module.css';
import { numberFormat } from '@fre/i18n/intl-formats';

/** Before a first spin: three different faces, nothing that reads as a win (7-7-7 did). */
const IDLE_REELS: readonly SlotSymbol[] = ['orange', 'bell', 'plum'];

/** /game/slot: one free spin a day plus bonus spins from referrals; three jackpot symbols win the pool. */
export default function SlotPage() {
  const { t, i18n } = useTranslation('games');
  const language = i18n.language;
  const number = (value: number, digits = 4) => numberFormat(language, { maximumFractionDigits: digits }).format(value);
  const slot = useSlot();
  const rounds = useRounds();
  const game = useGameRound('slot');
  const { data: user } = useUser();
  const errorText = useApiErrorText();
  const reducedMotion = useReducedMotion();
  const reel = useReelSpin({ reels: 3, roundId: game.round?.id, error: game.error, reducedMotion });
  // Until the reels stop, nothing may tell the outcome: not the result, the balance or the pool.
  const busy = game.pending || reel.turning.some(Boolean);
  const state = useHeldWhile(slot.data, busy);
  const balance = useHeldWhile(user?.balance, busy);
  const last = game.round ?? rounds.data?.pages[0]?.items.find((round) => round.game === 'slot');
  const shown = last?.shown as SlotShown | undefined;
  const { expectedFre, jackpotChance } = slotExpectation();
  const spin = () => {
    reel.start();
    game.play();
  };
  return (
    <GamePage
      title={t('gameNames.slot', { ns: 'web' })}
      subtitle={t('games.slot.tagline', taglineValues('slot', language))}
      balance={balance}
      free
      rules={
        <>
          <p>{t('slot.rules.spins', { count: SLOT_FREE_SPIN.count, hours: SLOT_FREE_SPIN.everyHours })}</p>
          <p>{t('slot.rules.expected', { expected: number(expectedFre) })}</p>
          <p>{t('slot.rules.jackpot', { chance: `1 / ${number(Math.round(1 / jackpotChance), 0)}`, seed: number(SLOT_JACKPOT.seedFre), growth: number(SLOT_JACKPOT.growthPerSpinFre) })}</p>
          <ul className={styles.prizes}>
            {Object.entries(SLOT_PRIZES_FRE).reverse().map(([symbol, prize]) => (
              <li key={symbol}>
                <Faces symbols={[symbol, symbol, symbol] as SlotSymbol[]} />
                <span>{t(`slot.symbols.${symbol as SlotSymbol}`)}</span>
                <strong>{number(prize)} FRE</strong>
              </li>
            ))}
            <li>
              <Faces symbols={['cherry', 'cherry']} />
              <span>{t('slot.twoCherries')}</span>
              <strong>{number(SLOT_TWO_CHERRIES_FRE)} FRE</strong>
            </li>
          </ul>
        </>
      }
    >
      <div className={styles.machine}>
        <p className={styles.pool}>
          {t('slot.pool')} <strong>{state ? `${number(Number(state.pool) / 1e9, 2)} FRE` : '…'}</strong>
        </p>
        <SlotReels symbols={shown?.reels ?? IDLE_REELS} turning={reel.turning} won={last?.status === 'won'} roundKey={last?.id ?? 'idle'} />
        <SlotSpinAction state={state} busy={busy} onSpin={spin} />
        {game.error && !game.pending ? (
          <p className={styles.error} role="alert">
            {errorText(game.error)}
          </p>
        ) : null}
      </div>
      {game.round && !busy ? <RoundResult round={game.round} playable={Boolean(state && (state.freeSpinAt === null || state.bonusSpins > 0))} /> : null}
    </GamePage>
  );
}

/** A winning line in the rules, drawn small beside its name. */
function Faces({ symbols }: { symbols: readonly SlotSymbol[] }) {
  return (
    <span className={styles.faces} aria-hidden="true">
      {symbols.map((symbol, i) => (
        <SlotSymbolArt key={i} symbol={symbol} size={22} />
      ))}
    </span>
  );
}
