import type { ReactNode } from 'react';
import styles from './landing.module.css';

interface SectionProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  children: ReactNode;
}

/** A landing section with its heading block. */
export function Section({ id, eyebrow, title, lead, children }: SectionProps) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <span className={styles.sectionEyebrow}>{eyebrow}</span>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}
