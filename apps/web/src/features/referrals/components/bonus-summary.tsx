import type { ReferralsState } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { IconBolt, IconDice, IconUsers } from '#web/components/icons.tsx';
import { Rate } from '#web/components/rate.tsx';
import { formatNumber } from '#web/lib/format.ts';
import styles from './bonus-summary.module.css';

/** The referral bonus: total rate, counted referrals against the cap, per-referral rate and bonus spins. */
export function BonusSummary({ state }: { state: ReferralsState }) {
  const { t, i18n } = useTranslation('referrals');
  const lang = i18n.language;
  const percent = state.cap > 0 ? Math.min(100, (state.countedCount / state.cap) * 100) : 0;
  return (
    <section className={styles.card} aria-labelledby="group-bonus-title">
      <p id="group-bonus-title" className={styles.label}>
        <IconBolt size={16} />
        {t('bonus.title')}
      </p>
      {/* The figure and its unit on one line, smaller when the line is too short. */}
      <p className={`${styles.rate} tabular`}>
        <Rate nano={state.bonusRate} sign="+" fit unitClassName={styles.unit} />
      </p>
      <div className={styles.meter}>
        <div className={styles.meterHead}>
          <span>{t('bonus.counted')}</span>
          <span className="tabular">{t('bonus.countedValue', { count: state.countedCount, cap: state.cap })}</span>
        </div>
        <div
          className={styles.track}
          role="progressbar"
          aria-label={t('bonus.counted')}
          aria-valuemin={0}
          aria-valuemax={state.cap}
          aria-valuenow={state.countedCount}
        >
          <span className={styles.fill} style={{ width: `${percent}%` }} />
        </div>
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>
            <IconUsers size={16} />
            {t('bonus.active')}
          </dt>
          <dd className="tabular">{formatNumber(state.activeCount, lang, 0)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <IconBolt size={16} />
            {t('bonus.perReferral')}
          </dt>
          <dd className={`${styles.figure} tabular`}>
            <Rate nano={state.bonusPerReferral} sign="+" fit unitClassName={styles.small} />
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <IconDice size={16} />
            {t('bonus.spins')}
          </dt>
          <dd className="tabular">{formatNumber(state.bonusSpinsEarned, lang, 0)}</dd>
        </div>
      </dl>
    </section>
  );
}
