import type { ReactNode } from 'react';
import styles from './detail-list.module.css';

/** Label/value pairs of a record; a missing value shows a dash, read out as "not set". */
export function DetailList({ items, emptyLabel }: { items: { label: string; value: ReactNode; mono?: boolean }[]; emptyLabel: string }) {
  return (
    <dl className={styles.list}>
      {items.map((item) => {
        const empty = item.value === null || item.value === undefined || item.value === '';
        return (
          <div key={item.label} className={styles.item}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={[styles.value, item.mono && !empty && styles.mono].filter(Boolean).join(' ')}>
              {empty ? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="visually-hidden">{emptyLabel}</span>
                </>
              ) : (
                item.value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
