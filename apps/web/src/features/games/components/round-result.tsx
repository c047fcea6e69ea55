import type { GameRound } from '@fre/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { focusIsLost } from '#web/lib/focus/page-heading.ts';
import { formatBalance } from '#web/lib/format.ts';
import styles from './round-result.module.css';

interface RoundResultProps {
  round: GameRound;
  /** False once the game's play button is disabled (no spin left): a change re-checks the focus. */
  playable?: boolean;
}

/**
 * The outcome of a finished round in green (won, cashed out), red (lost) or neutral (push). When
 * the button that played it is gone or disabled (the last free spin), the focus it had lands here
 * rather than on the page (WCAG 2.4.3).
 */
export function RoundResult({ round, playable = true }: RoundResultProps) {
  const { t, i18n } = useTranslation('games');
  const ref = useRef<HTMLParagraphElement>(null);
  const finished = round.status !== 'active';
  useEffect(() => {
    if (finished && focusIsLost()) ref.current?.focus();
  }, [finished, round.id, playable]);
  if (!finished) return null;
  const payout = BigInt(round.payout ?? '0');
  const tone = round.status === 'push' ? styles.push : payout > 0n ? styles.win : styles.loss;
  return (
    <p className={`${styles.result} ${tone}`} role="status" tabIndex={-1} ref={ref}>
      <span>{t(`status.${round.status}`)}</span>
      <strong>{payout > 0n ? `+${formatBalance(payout, i18n.language)} FRE` : t('result.nothing')}</strong>
    </p>
  );
}
