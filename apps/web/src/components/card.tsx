import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

interface CardProps extends HTMLAttributes<HTMLElement> {
  title?: ReactNode;
  icon?: ReactNode;
  as?: 'section' | 'article' | 'div';
}

/** A rounded surface with an optional heading. */
export function Card({ title, icon, as: Tag = 'section', className, children, ...rest }: CardProps) {
  return (
    <Tag className={[styles.card, className].filter(Boolean).join(' ')} {...rest}>
      {title ? (
        <h2 className={styles.title}>
          {icon}
          {title}
        </h2>
      ) : null}
      {children}
    </Tag>
  );
}
