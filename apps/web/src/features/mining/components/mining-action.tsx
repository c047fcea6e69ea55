import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { IconBolt, IconGift } from '../../../components/icons';
import type { MiningPhase } from '../session-view';
import styles from './mining-action.module.css';

interface MiningActionProps {
  phase: MiningPhase;
  canStart: boolean;
  starting: boolean;
  claiming: boolean;
  onStart: () => void;
  onClaim: () => void;
}

/** Start when idle, a running badge while mining, Claim once the session has ended. */
export function MiningAction({ phase, canStart, starting, claiming, onStart, onClaim }: MiningActionProps) {
  const { t } = useTranslation();
  if (phase === 'running') {
    return (
      <span className={styles.badge}>
        <span className={styles.dot} aria-hidden="true" />
        {t('mining.running')}
      </span>
    );
  }
  if (phase === 'ended') {
    return (
      <Button icon={<IconGift />} loading={claiming} onClick={onClaim}>
        {t('mining.claim')}
      </Button>
    );
  }
  return (
    <Button icon={<IconBolt />} loading={starting} disabled={!canStart} onClick={onStart}>
      {t('mining.start')}
    </Button>
  );
}
