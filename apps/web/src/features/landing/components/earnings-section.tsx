import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { IconBolt, IconLayers, IconRocket, IconStar, IconUsers } from '#web/components/icons.tsx';
import { useEarningsFigures } from '../hooks/use-earnings-figures.ts';
import styles from './landing.module.css';
import { Section } from './section.tsx';

interface Line {
  icon: ReactNode;
  title: string;
  text: string;
  value: string;
}

export function EarningsSection() {
  const { t } = useTranslation();
  const f = useEarningsFigures();
  const perHour = (amount: string) => t('units.perHour', { amount });
  const lines: Line[] = [
    { icon: <IconBolt size={20} />, title: t('landing.earnings.base.title'), text: t('landing.earnings.base.text', { daily: f.baseDaily, hours: f.sessionHours }), value: perHour(f.baseRate) },
    {
      icon: <IconUsers size={20} />,
      title: t('landing.earnings.referrals.title'),
      text: t('landing.earnings.referrals.text', { bonus: f.referralBonus, max: f.maxReferrals }),
      value: perHour(`+${f.referralMax}`),
    },
    {
      icon: <IconStar size={20} />,
      title: t('landing.earnings.levels.title'),
      text: t('landing.earnings.levels.text', { count: f.levelCount }),
      value: perHour(`+${f.levelsTotal}`),
    },
    {
      icon: <IconLayers size={20} />,
      title: t('landing.earnings.packs.title'),
      text: f.packs.map((pack) => `${pack.id} +${pack.rate}`).join(' · '),
      value: perHour(`+${f.packsTotal}`),
    },
    {
      icon: <IconRocket size={20} />,
      title: t('landing.earnings.boosts.title'),
      text: t('landing.earnings.boosts.text', { days: f.bestBoostDays }),
      value: perHour(`+${f.bestBoost}`),
    },
  ];
  return (
    <Section id="earnings" eyebrow={t('landing.earnings.eyebrow')} title={t('landing.earnings.title')} lead={t('landing.earnings.lead')}>
      <div className={styles.earnings}>
        <ul className={styles.earningsList}>
          {lines.map((line) => (
            <li key={line.title} className={styles.earningsLine}>
              <span className={styles.featureIcon}>{line.icon}</span>
              <div className={styles.earningsText}>
                <div className={styles.earningsHead}>
                  <h3>{line.title}</h3>
                  <strong className={`${styles.earningsValue} tabular`}>{line.value}</strong>
                </div>
                <p className="tabular">{line.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className={styles.maxRate}>
          <span>{t('landing.earnings.max.label')}</span>
          <strong className="tabular">{t('landing.earnings.max.value', { rate: f.maxRate })}</strong>
          <p>{t('landing.earnings.max.note')}</p>
        </div>
      </div>
    </Section>
  );
}
