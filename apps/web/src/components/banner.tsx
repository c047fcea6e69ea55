import type { ReactNode } from 'react';
import styles from './banner.module.css';

type Tone = 'warning' | 'error' | 'success' | 'info';

interface BannerProps {
  tone?: Tone;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

/** An inline message; errors are announced immediately, others politely. */
export function Banner({ tone = 'info', icon, action, children }: BannerProps) {
  return (
    <div className={`${styles.banner} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <div className={styles.body}>{children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
