import { FRE_MACHINE, FRE_MACHINE_RTP, type FreMachineShown } from '@fre/domain';
import { formatBalance } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useSlot } from '../api/get-slot.ts';
import { BetForm } from '../components/bet-form.tsx';
import { GamePage } from '../components/game-page.tsx';
import { RoundResult } from '../components/round-result.tsx';
import { useGameRound } from '../components/use-game-round.ts';
import { percent } from '../rules-format.ts';
import styles from './fre-machine-page.module.css';
import { numberFormat } from '@fre/i18n/intl-formats';

/** /game/fre-machine: every stake feeds a progressive pool and may win all of it. */
export default function FreMachinePage() {
  const { t, i18n } = useTranslation('games');
  const language = i18n.language;
  const number = (value: number, digits = 2) => numberFormat(language, { maximumFractionDigits: digits }).format(value);
  const slot = useSlot();
  const game = useGameRound('fre-machine');
  const shown = game.round?.shown as FreMachineShown | undefined;
  return (
    <GamePage
      title={t('gameNames.fre-machine', { ns: 'web' })}
      subtitle={t('games.fre-machine.tagline')}
      rules={
        <>
          <p>{t('rules.rtp', { rtp: percent(FRE_MACHINE_RTP, language) })}</p>
          <p>{t('freMachine.rules', {
            share: percent(FRE_MACHINE.poolShare, language, 0),
            chance: percent(FRE_MACHINE.chancePerFre, language, 3),
            max: percent(FRE_MACHINE.maxChance, language, 0),
            seed: number(FRE_MACHINE.seedFre),
          })}</p>
        </>
      }
    >
      <div className={`${styles.machine} ${game.pending ? styles.busy : ''} ${shown?.won ? styles.won : ''}`}>
        <span className={styles.label}>{t('freMachine.pool')}</span>
        <strong className={styles.pool}>{slot.data ? `${number(Number(slot.data.freMachinePool) / 1e9)} FRE` : '…'}</strong>
        {/* What was won is the round's payout: the pool it shows is the one after the round, its seed again once won. */}
        {shown ? <span className={shown.won ? styles.win : styles.loss}>{shown.won ? t('freMachine.won', { pool: formatBalance(game.round?.payout ?? '0', language) }) : t('freMachine.lost')}</span> : null}
      </div>
      {game.round ? <RoundResult round={game.round} /> : null}
      <BetForm cta={t('freMachine.play')} pending={game.pending} error={game.error} onPlay={(stake) => game.play({ stake })} />
    </GamePage>
  );
}
