import { formatRemaining } from '@fre/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ProgressRing } from '#web/components/progress-ring.tsx';
import { formatBalance, formatNumber } from '#web/lib/format.ts';
import type { SessionView } from '../session-view.ts';
import styles from './mining-ring.module.css';

interface MiningRingProps {
  view: SessionView;
  action: ReactNode;
}

/**
 * The heart of the dashboard: progress ring with countdown, live earnings and the action. Nothing
 * here is a live region (a timer is not spoken as it changes): MiningAnnouncer says the
 * changes that matter. The progress is spoken in the page's language, not the reader's digits.
 */
export function MiningRing({ view, action }: MiningRingProps) {
  const { t, i18n } = useTranslation();
  const percent = formatNumber(Math.round(view.progress * 100), i18n.language, 0);
  return (
    <div className={`${styles.wrap} ${view.phase === 'running' ? styles.running : ''}`}>
      <ProgressRing value={view.progress} size={280} stroke={14} label={t('mining.progressLabel')} valueText={t('mining.progressValue', { percent })}>
        {/* One block of lines, not three boxes: the browser counts its text as one element, so the
            mining figure is the page's largest paint rather than the agenda's text under it (docs/decisions/050). */}
        <p className={styles.readout}>
          <span className={styles.status}>{t(`mining.phase.${view.phase}`)}</span>
          <br />
          <span className={`${styles.countdown} tabular`} role="timer" aria-label={t('mining.remainingLabel')}>
            {formatRemaining(view.remainingMs)}
          </span>
          <br />
          <span className={`${styles.earnings} tabular`} role="group" aria-label={t('mining.earningsLabel')}>
            {t('mining.earnings', { amount: formatBalance(view.earningsNano, i18n.language) })}
          </span>
        </p>
        <div className={styles.action}>{action}</div>
      </ProgressRing>
    </div>
  );
}
