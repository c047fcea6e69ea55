import type { RateBreakdownDto } from '@fre/domain';
import { LEVEL_COUNT, MINING } from '@fre/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { IconBolt, IconLayers, IconRocket, IconStar, IconUsers } from '#web/components/icons.tsx';
import { formatRate } from '#web/lib/format.ts';
import styles from './rate-card.module.css';

interface Row {
  key: 'base' | 'levels' | 'referrals' | 'boosts' | 'packs';
  icon: ReactNode;
}

const ROWS: Row[] = [
  { key: 'base', icon: <IconBolt size={16} /> },
  { key: 'levels', icon: <IconStar size={16} /> },
  { key: 'referrals', icon: <IconUsers size={16} /> },
  { key: 'boosts', icon: <IconRocket size={16} /> },
  { key: 'packs', icon: <IconLayers size={16} /> },
];

/** Mining rate, part by part, 7 decimals in FRE/h. */
export function RateCard({ rate, level }: { rate: RateBreakdownDto; level: number }) {
  const { t, i18n } = useTranslation();
  const perHour = (nano: string) => t('units.perHour', { amount: formatRate(nano, i18n.language) });
  const detail: Partial<Record<Row['key'], string>> = {
    levels: t('mining.rate.levelsDetail', { level, max: LEVEL_COUNT }),
    referrals: t('mining.rate.referralsDetail', { count: rate.countedReferrals, max: MINING.maxCountedReferrals }),
  };
  return (
    <Card title={t('mining.rate.title')} icon={<IconBolt size={16} />}>
      <dl className={styles.list}>
        {ROWS.map((row) => (
          <div key={row.key} className={styles.row}>
            <dt className={styles.label}>
              <span className={styles.icon}>{row.icon}</span>
              {t(`mining.rate.${row.key}`)}
              {detail[row.key] ? <span className={styles.detail}>{detail[row.key]}</span> : null}
            </dt>
            <dd className={`${styles.value} tabular`}>{perHour(rate[row.key])}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt className={styles.label}>{t('mining.rate.total')}</dt>
          <dd className={`${styles.value} tabular`}>{perHour(rate.total)}</dd>
        </div>
      </dl>
    </Card>
  );
}
