import { ABUSE_DETECTION } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { formatNumber } from '#web/lib/format.ts';
import styles from './score-badge.module.css';

/** From this score on a cluster or an account reads as highly suspicious (red). */
const HIGH_SCORE = 75;

export type Severity = 'high' | 'medium' | 'low';
export const severityOf = (score: number): Severity => (score >= HIGH_SCORE ? 'high' : score >= ABUSE_DETECTION.flagScore ? 'medium' : 'low');

/** A 0–100 suspicion score coloured by severity, with the severity in words (colour is never the only signal). */
export function ScoreBadge({ score, size = 'md' }: { score: number; size?: 'md' | 'sm' }) {
  const { t, i18n } = useTranslation('admin');
  const severity = severityOf(score);
  const level = t(`abuse.score.${severity}`);
  return (
    <span className={`${styles.badge} ${styles[severity]} ${styles[size]}`}>
      <span className="visually-hidden">{t('abuse.score.label', { score: formatNumber(score, i18n.language, 0), level })}</span>
      <span className={`${styles.value} tabular`} aria-hidden="true">
        {formatNumber(score, i18n.language, 0)}
      </span>
      <span className={styles.level} aria-hidden="true">
        {level}
      </span>
    </span>
  );
}
