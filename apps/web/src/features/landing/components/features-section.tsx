import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { gameNamesList } from '#web/lib/game-names.ts';
import { IconBolt, IconDice, IconShield, IconStar, IconUsers, IconWallet } from '#web/components/icons.tsx';
import { useEarningsFigures } from '../hooks/use-earnings-figures.ts';
import styles from './landing.module.css';
import { Section } from './section.tsx';

const FEATURES: { key: 'oneClick' | 'referrals' | 'contest' | 'shop' | 'games' | 'withdraw'; icon: ReactNode }[] = [
  { key: 'oneClick', icon: <IconBolt size={22} /> },
  { key: 'referrals', icon: <IconUsers size={22} /> },
  { key: 'contest', icon: <IconStar size={22} /> },
  { key: 'shop', icon: <IconWallet size={22} /> },
  { key: 'games', icon: <IconDice size={22} /> },
  { key: 'withdraw', icon: <IconShield size={22} /> },
];

export function FeaturesSection() {
  const { t, i18n } = useTranslation();
  const { sessionHours } = useEarningsFigures();
  // The games card names every game of the catalogue, by their one names.
  const games = gameNamesList(i18n, i18n.language);
  return (
    <Section id="features" eyebrow={t('landing.features.eyebrow')} title={t('landing.features.title')}>
      <ul className={styles.featureGrid}>
        {FEATURES.map((feature) => (
          <li key={feature.key} className={styles.featureCard}>
            <span className={`${styles.featureIcon} ${feature.key === 'shop' ? styles.tonIcon : ''}`}>{feature.icon}</span>
            <h3>{t(`landing.features.items.${feature.key}.title`)}</h3>
            <p>{t(`landing.features.items.${feature.key}.text`, { hours: sessionHours, games })}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
