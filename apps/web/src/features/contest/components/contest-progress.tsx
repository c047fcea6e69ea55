import { LEVEL_COUNT } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { IconStar } from '#web/components/icons.tsx';
import { TextWithAmounts } from '#web/components/text-with-amounts.tsx';
import { formatRate } from '#web/lib/format.ts';
import type { ContestLevel } from '../api/get-contest.ts';
import styles from './contest-progress.module.css';

/** Levels validated so far and the rate bonus they add. */
export function ContestProgress({ levels, level }: { levels: ContestLevel[]; level: number }) {
  const { t, i18n } = useTranslation('contest');
  const earned = levels.filter((l) => l.state === 'validated').reduce((sum, l) => sum + BigInt(l.reward), 0n);
  const total = levels.reduce((sum, l) => sum + BigInt(l.reward), 0n);
  return (
    <section className={styles.card} aria-label={t('progress.label')}>
      <div className={styles.top}>
        <span className={styles.badge}>
          <IconStar size={22} />
        </span>
        <div>
          <p className={`${styles.level} tabular`}>{t('progress.level', { level, max: LEVEL_COUNT })}</p>
          <p className={`${styles.bonus} tabular`}>
            <TextWithAmounts
              text={(amount, max) => t('progress.bonus', { amount, max })}
              amounts={[formatRate(earned.toString(), i18n.language), formatRate(total.toString(), i18n.language)]}
            />
          </p>
        </div>
      </div>
      <div className={styles.steps} aria-hidden="true">
        {levels.map((l) => (
          <span key={l.level} className={`${styles.step} ${l.state === 'validated' ? styles.done : ''}`} />
        ))}
      </div>
    </section>
  );
}
