import type { ReactNode } from 'react';
import styles from './status-line.module.css';

/** Which colour the dot takes: on (green), off (grey), blocked (red), pending, waiting for the player (gold). */
export type StatusTone = 'on' | 'off' | 'blocked' | 'pending';

/** A setting's state in words, led by a coloured dot that repeats it at a glance (the words carry it for assistive technology). */
export function StatusLine({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <p className={styles.status}>
      <span className={tone === 'off' ? styles.dot : `${styles.dot} ${styles[tone]}`} aria-hidden="true" />
      {children}
    </p>
  );
}
