import type { ReferralsState } from '@fre/domain';
import { useTranslation } from '../../../lib/use-translation';
import { IconBolt, IconDice, IconUsers } from '../../../components/icons';
import { formatNumber, formatRate } from '../../../lib/format';
import styles from './bonus-summary.module.css';

/** The referral bonus: total rate, counted referrals against the cap, per-referral rate and bonus spins. */
export function BonusSummary({ state }: { state: ReferralsState }) {
  const { t, i18n } = useTranslation('growth');
  const lang = i18n.language;
  const percent = state.cap > 0 ? Math.min(100, (state.countedCount / state.cap) * 100) : 0;
  return (
    <section className={styles.card} aria-labelledby="group-bonus-title">
      <p id="group-bonus-title" className={styles.label}>
        <IconBolt size={16} />
        {t('group.bonus.title')}
      </p>
      <p className={`${styles.rate} tabular`}>
        +{formatRate(state.bonusRate, lang)}
        <span className={styles.unit}> FRE/h</span>
      </p>
      <div className={styles.meter}>
        <div className={styles.meterHead}>
          <span>{t('group.bonus.counted')}</span>
          <span className="tabular">{t('group.bonus.countedValue', { count: state.countedCount, cap: state.cap })}</span>
        </div>
        <div
          className={styles.track}
          role="progressbar"
          aria-label={t('group.bonus.counted')}
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
            {t('group.bonus.active')}
          </dt>
          <dd className="tabular">{formatNumber(state.activeCount, lang, 0)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <IconBolt size={16} />
            {t('group.bonus.perReferral')}
          </dt>
          <dd className="tabular">
            +{formatRate(state.bonusPerReferral, lang)}
            <span className={styles.small}> FRE/h</span>
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <IconDice size={16} />
            {t('group.bonus.spins')}
          </dt>
          <dd className="tabular">{formatNumber(state.bonusSpinsEarned, lang, 0)}</dd>
        </div>
      </dl>
    </section>
  );
}
