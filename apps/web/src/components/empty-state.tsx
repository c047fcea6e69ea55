import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** Nothing to list yet: an icon, one sentence and an optional next step. */
export function EmptyState({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>{icon}</span>
      <p className={styles.text}>{text}</p>
      {action}
    </div>
  );
}
