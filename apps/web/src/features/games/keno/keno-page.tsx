import { KENO, KENO_PAYTABLES, kenoRtp } from '@fre/domain';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { formatNumber } from '#web/lib/format.ts';
import { BetForm } from '../components/bet-form.tsx';
import { GamePage } from '../components/game-page.tsx';
import { taglineValues } from '../game-taglines.ts';
import { RoundResult } from '../components/round-result.tsx';
import { useGameRound } from '../components/use-game-round.ts';
import { percent } from '../rules-format.ts';
import { KenoPaytable } from './keno-paytable.tsx';
import { KenoPicker } from './keno-picker.tsx';
import styles from './keno-page.module.css';

/** /game/keno: pick 1 to 10 numbers out of 40, 10 are drawn; the paytable depends on the pick count. */
export default function KenoPage() {
  const { t, i18n } = useTranslation('games');
  const language = i18n.language;
  const game = useGameRound('keno');
  const [picks, setPicks] = useState<number[]>([]);
  const shown = game.round?.shown as { drawn?: number[]; hits?: number; multiplier?: number } | undefined;
  const table = KENO_PAYTABLES[Math.max(KENO.minPicks, picks.length)]!;
  return (
    <GamePage
      title={t('gameNames.keno', { ns: 'web' })}
      subtitle={t('games.keno.tagline', taglineValues('keno', language))}
      rules={
        <>
          <p>{t('keno.rules', { numbers: KENO.numbers, drawn: KENO.drawn, min: KENO.minPicks, max: KENO.maxPicks, top: KENO.maxMultiplier })}</p>
          <ul className={styles.rtp}>
            {Array.from({ length: KENO.maxPicks }, (_, i) => i + 1).map((count) => (
              <li key={count}>{t('keno.rtp', { count, rtp: percent(kenoRtp(count), language) })}</li>
            ))}
          </ul>
        </>
      }
    >
      <KenoPicker picks={picks} onChange={setPicks} drawn={shown?.drawn} disabled={game.pending} />
      <KenoPaytable picks={Math.max(KENO.minPicks, picks.length)} table={table} hits={shown?.hits !== undefined && shown.multiplier === table[shown.hits] ? shown.hits : undefined} />
      {game.round && shown?.drawn ? (
        <>
          <p className={styles.summary}>{t('keno.summary', { hits: shown.hits, multiplier: formatNumber(shown.multiplier ?? 0, language) })}</p>
          <RoundResult round={game.round} />
        </>
      ) : null}
      <BetForm
        cta={t('keno.play')}
        pending={game.pending}
        error={game.error}
        blocked={picks.length === 0 ? t('keno.pickFirst') : undefined}
        onPlay={(stake) => game.play({ stake, picks })}
      />
    </GamePage>
  );
}
