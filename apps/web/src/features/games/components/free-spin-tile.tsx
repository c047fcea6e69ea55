import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { IconGift } from '#web/components/icons.tsx';
import { useSlot } from '../api/get-slot.ts';
import { formatDuration, useCountdown } from './use-countdown.ts';
import styles from './games-lobby.module.css';

/**
 * The lobby's free-spin tile. The countdown ticks every second in here alone: in the lobby, it
 * rendered the six games, the fairness card and the responsible-play form again every second.
 */
export function FreeSpinTile() {
  const { t } = useTranslation('games');
  const slot = useSlot();
  const left = useCountdown(slot.data?.freeSpinAt);
  const freeReady = slot.data ? slot.data.freeSpinAt === null || left === 0 : false;
  return (
    <Link to={paths.game.getHref('slot')} className={`${styles.tile} ${freeReady ? styles.ready : ''}`}>
      <span>
        <IconGift size={14} /> {t('lobby.freeSpin')}
      </span>
      <strong>{slot.data ? (freeReady ? t('lobby.freeReady') : formatDuration(left ?? 0)) : '…'}</strong>
      <small>{t('slot.bonusSpins', { count: slot.data?.bonusSpins ?? 0 })}</small>
    </Link>
  );
}
