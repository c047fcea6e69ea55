import type { ReactNode } from 'react';
import styles from './kyc-status-card.module.css';

interface KycStatusCardProps {
  tone: 'pending' | 'approved' | 'rejected' | 'start';
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** One state of the identity check: a coloured icon, a title, what it means and the next step. */
export function KycStatusCard({ tone, icon, title, children, action }: KycStatusCardProps) {
  return (
    <section className={`${styles.card} ${styles[tone]}`} aria-labelledby={`kyc-status-${tone}`}>
      <span className={styles.icon}>{icon}</span>
      <h2 id={`kyc-status-${tone}`} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
