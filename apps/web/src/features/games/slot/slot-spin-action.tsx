import { REFERRALS } from '@fre/domain';
import { paths } from '#web/config/paths.ts';
import { Button, ButtonLink } from '#web/components/button.tsx';
import { IconClock, IconUsers } from '#web/components/icons.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { SlotState } from '../api/get-slot.ts';
import { formatDuration, useCountdown } from '../components/use-countdown.ts';
import styles from './slot-spin-action.module.css';

interface SlotSpinActionProps {
  /** The spins left, as they were when the reels started (unknown while loading). */
  state: SlotState | undefined;
  /** A spin is being played or its reels still turn. */
  busy: boolean;
  onSpin: () => void;
}

/**
 * What the player can do next: spin (the free spin first, else a bonus spin) or, with neither
 * left, when the next free spin comes and how to earn a bonus spin now. The slot takes no stake
 * (decision 072), so there is no paid spin to offer, and no button is left that does nothing.
 */
export function SlotSpinAction({ state, busy, onSpin }: SlotSpinActionProps) {
  const { t } = useTranslation('games');
  const left = useCountdown(state?.freeSpinAt);
  const free = state ? state.freeSpinAt === null || left === 0 : false;
  const bonus = state?.bonusSpins ?? 0;
  if (state && !free && bonus === 0 && !busy) {
    return (
      <div className={styles.wait}>
        <p className={styles.next}>
          <IconClock size={18} /> {t('slot.nextFree', { time: formatDuration(left ?? 0) })}
        </p>
        <ButtonLink to={paths.group.getHref()} variant="secondary" size="lg" block icon={<IconUsers size={18} />}>
          {t('slot.invite')}
        </ButtonLink>
        <p className={styles.hint}>{t('slot.inviteHint', { count: REFERRALS.spinsPerQualifiedReferral })}</p>
      </div>
    );
  }
  return (
    <>
      <p className={styles.spins}>
        {state ? (free ? t('slot.freeReady') : t('slot.nextFree', { time: formatDuration(left ?? 0) })) : null}
        {state ? ' · ' : null}
        {state ? t('slot.bonusSpins', { count: bonus }) : null}
      </p>
      <Button size="lg" block loading={busy || !state} onClick={onSpin}>
        {free || !state ? t('slot.spinFree') : t('slot.spinBonus')}
      </Button>
    </>
  );
}
