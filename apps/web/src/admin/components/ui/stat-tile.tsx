import type { ReactNode } from 'react';
import { NO_BREAK_SPACE } from '#web/lib/typeset.ts';
import styles from './stat-tile.module.css';

interface StatTileProps {
  label: string;
  value: ReactNode;
  /** A unit after the value (FRE, FRE/h). */
  unit?: string;
  detail?: ReactNode;
  icon?: ReactNode;
  tone?: 'default' | 'gold' | 'attention';
}

/** One headline figure: label, value with its unit, and a line of context. */
export function StatTile({ label, value, unit, detail, icon, tone = 'default' }: StatTileProps) {
  return (
    <div className={`${styles.tile} ${styles[tone]}`}>
      <dt className={styles.label}>
        {icon ? <span className={styles.icon}>{icon}</span> : null}
        {label}
      </dt>
      <dd className={styles.value}>
        <span className="tabular">{value}</span>
        {unit ? (
          <span className={styles.unit}>
            {NO_BREAK_SPACE}
            {unit}
          </span>
        ) : null}
      </dd>
      {detail ? <dd className={styles.detail}>{detail}</dd> : null}
    </div>
  );
}
