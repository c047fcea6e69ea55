import type { ReactNode } from 'react';
import { IconAlert } from './icons/alert.tsx';
import styles from './banner.module.css';

type Tone = 'warning' | 'error' | 'success' | 'info';

interface BannerProps {
  tone?: Tone;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  /** A live region (default); false when the page announces the same news another way. */
  live?: boolean;
}

/** An inline message; errors are announced immediately, others politely. */
export function Banner({ tone = 'info', icon, action, children, live = true }: BannerProps) {
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <div className={`${styles.banner} ${styles[tone]}`} role={live ? role : undefined}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <div className={styles.body}>{children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

/**
 * What failed, said the one way the app says it: the error tone, the alert icon, announced at once.
 * Nothing is drawn while there is nothing to say, so a form passes its error as it is.
 */
export function ErrorBanner({ children }: { children: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <Banner tone="error" icon={<IconAlert />}>
      {children}
    </Banner>
  );
}
