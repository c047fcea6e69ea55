import type { GameRound } from '@fre/domain';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/format';
import styles from './round-result.module.css';

/** The outcome of a finished round in green (won, cashed out), red (lost) or neutral (push). */
export function RoundResult({ round }: { round: GameRound }) {
  const { t, i18n } = useTranslation('games');
  if (round.status === 'active') return null;
  const payout = BigInt(round.payout ?? '0');
  const tone = round.status === 'push' ? styles.push : payout > 0n ? styles.win : styles.loss;
  return (
    <p className={`${styles.result} ${tone}`} role="status">
      <span>{t(`status.${round.status}`)}</span>
      <strong>{payout > 0n ? `+${formatBalance(payout, i18n.language)} FRE` : t('result.nothing')}</strong>
    </p>
  );
}
