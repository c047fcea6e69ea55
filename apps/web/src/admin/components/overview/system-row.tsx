import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { formatTime } from '../../format.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import styles from './overview-systems.module.css';

interface SystemRowProps {
  name: string;
  /** The state in words: the badge says it, its colour only repeats it. */
  status: string;
  tone: Extract<BadgeTone, 'gain' | 'gold' | 'loss'>;
  icon: ReactNode;
  checkedAt: string | null;
  children?: ReactNode;
}

/** One checked system: an icon and a labelled state, what was measured, and when. */
export function SystemRow({ name, status, tone, icon, checkedAt, children }: SystemRowProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <li className={styles.row}>
      <span className={`${styles.icon} ${styles[tone]}`}>{icon}</span>
      <div className={styles.body}>
        <div className={styles.head}>
          <strong className={styles.name}>{name}</strong>
          <Badge tone={tone}>{status}</Badge>
        </div>
        {children}
        {checkedAt ? (
          <time className={`${styles.time} tabular`} dateTime={checkedAt}>
            {t('overview.systems.checkedAt', { time: formatTime(checkedAt, i18n.language) })}
          </time>
        ) : null}
      </div>
    </li>
  );
}
