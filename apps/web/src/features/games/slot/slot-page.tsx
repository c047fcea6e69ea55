import { SLOT_JACKPOT, SLOT_PRIZES_FRE, SLOT_TWO_CHERRIES_FRE, slotExpectation, type SlotSymbol } from '@fre/domain';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useSlot } from '../api/get-slot';
import { GamePage } from '../components/game-page';
import { RoundResult } from '../components/round-result';
import { formatDuration, useCountdown } from '../components/use-countdown';
import { useGameRound } from '../components/use-game-round';
import { SYMBOL_SIGNS } from './slot-symbols';
import styles from './slot-page.module.css';

/** /game/slot: one free spin a day plus bonus spins from referrals; three jackpot symbols win the pool. */
export default function SlotPage() {
  const { t, i18n } = useTranslation('games');
  const language = i18n.language;
  const number = (value: number, digits = 4) => new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  const slot = useSlot();
  const game = useGameRound('slot');
  const errorText = useApiErrorText();
  const left = useCountdown(slot.data?.freeSpinAt);
  const free = slot.data ? slot.data.freeSpinAt === null || left === 0 : false;
  const canSpin = free || (slot.data?.bonusSpins ?? 0) > 0;
  const shown = game.round?.shown as { reels: SlotSymbol[]; prize: number | 'jackpot'; spin: string } | undefined;
  const { expectedFre, jackpotChance } = slotExpectation();
  return (
    <GamePage
      title={t('games.slot.name')}
      subtitle={t('games.slot.tagline')}
      rules={
        <>
          <p>{t('slot.rules.spins')}</p>
          <p>{t('slot.rules.expected', { expected: number(expectedFre) })}</p>
          <p>{t('slot.rules.jackpot', { chance: `1 / ${number(Math.round(1 / jackpotChance), 0)}`, seed: number(SLOT_JACKPOT.seedFre), growth: number(SLOT_JACKPOT.growthPerSpinFre) })}</p>
          <ul className={styles.prizes}>
            {Object.entries(SLOT_PRIZES_FRE).reverse().map(([symbol, prize]) => (
              <li key={symbol}>
                <span aria-hidden="true" className={`${styles.mini} ${styles[symbol]}`}>{Array<string>(3).fill(SYMBOL_SIGNS[symbol as SlotSymbol]).join(' ')}</span> {t(`slot.symbols.${symbol as SlotSymbol}`)} · {number(prize)} FRE
              </li>
            ))}
            <li>
              <span aria-hidden="true" className={`${styles.mini} ${styles.cherry}`}>{`${SYMBOL_SIGNS.cherry} ${SYMBOL_SIGNS.cherry}`}</span> {t('slot.twoCherries')} · {number(SLOT_TWO_CHERRIES_FRE)} FRE
            </li>
          </ul>
        </>
      }
    >
      <div className={styles.machine}>
        <p className={styles.pool}>
          {t('slot.pool')} <strong>{slot.data ? `${number(Number(slot.data.pool) / 1e9, 2)} FRE` : '…'}</strong>
        </p>
        <div className={`${styles.reels} ${game.pending ? styles.spinning : ''}`} aria-live="polite">
          {(shown?.reels ?? ['seven', 'seven', 'seven']).map((symbol, i) => (
            <span key={`${game.round?.id ?? 'idle'}-${i}`} className={`${styles.reel} ${styles[symbol]}`} role="img" aria-label={t(`slot.symbols.${symbol}`)} style={{ animationDelay: `${i * 120}ms` }}>
              {SYMBOL_SIGNS[symbol]}
            </span>
          ))}
        </div>
        <p className={styles.spins}>
          {free ? t('slot.freeReady') : left !== null ? t('slot.nextFree', { time: formatDuration(left) }) : null}
          {' · '}
          {t('slot.bonusSpins', { count: slot.data?.bonusSpins ?? 0 })}
        </p>
        <Button size="lg" block disabled={!canSpin} loading={game.pending} onClick={() => game.play({})}>
          {free ? t('slot.spinFree') : t('slot.spinBonus')}
        </Button>
        {game.error ? <p className={styles.error} role="alert">{errorText(game.error)}</p> : null}
      </div>
      {game.round && shown ? <RoundResult round={game.round} playable={canSpin} /> : null}
    </GamePage>
  );
}
