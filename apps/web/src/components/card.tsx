import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styles from './card.module.css';

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  icon?: ReactNode;
  as?: 'section' | 'article' | 'div';
}

/** A rounded surface with an optional heading, which also names it for assistive technology. */
export function Card({ title, icon, as: Tag = 'section', className, children, ...rest }: CardProps) {
  const headingId = useId();
  return (
    <Tag className={[styles.card, className].filter(Boolean).join(' ')} aria-labelledby={title ? headingId : undefined} {...rest}>
      {title ? (
        <h2 className={styles.title} id={headingId}>
          {icon}
          {title}
        </h2>
      ) : null}
      {children}
    </Tag>
  );
}
