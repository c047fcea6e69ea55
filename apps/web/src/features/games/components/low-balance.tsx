import { NANO_PER_FRE } from '@fre/domain';
import { paths } from '#web/config/paths.ts';
import { ButtonLink } from '#web/components/button.tsx';
import { IconGift, IconPickaxe } from '#web/components/icons.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { BET, formatStake } from '../stake.ts';
import styles from './low-balance.module.css';

/**
 * Under the smallest bet, where a player's FRE come from, each a tap: the slot's free spin and
 * mining. A new player's balance is 0, and "not enough balance" alone led nowhere
 * (docs/decisions/081-a-first-day-without-dead-ends.md).
 */
export function LowBalance({ balance }: { balance: string | undefined }) {
  const { t, i18n } = useTranslation('games');
  if (balance === undefined || BigInt(balance) >= BigInt(BET.min) * NANO_PER_FRE) return null;
  return (
    <div className={styles.low}>
      <p className={styles.text}>{t('bet.low', { min: formatStake(BET.min, i18n.language) })}</p>
      <div className={styles.ways}>
        <ButtonLink to={paths.game.getHref('slot')} variant="secondary" icon={<IconGift size={18} />}>
          {t('bet.toSlot')}
        </ButtonLink>
        <ButtonLink to={paths.dashboard.getHref()} variant="secondary" icon={<IconPickaxe size={18} />}>
          {t('bet.toMining')}
        </ButtonLink>
      </div>
    </div>
  );
}
