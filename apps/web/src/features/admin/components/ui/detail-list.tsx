import type { ReactNode } from 'react';
import styles from './detail-list.module.css';

/** Label/value pairs of a record; a missing value shows a dash with an accessible "not set". */
export function DetailList({ items, emptyLabel }: { items: { label: string; value: ReactNode; mono?: boolean }[]; emptyLabel: string }) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.label} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={[styles.value, item.mono && styles.mono].filter(Boolean).join(' ')}>
            {item.value === null || item.value === undefined || item.value === '' ? <span aria-label={emptyLabel}>—</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
