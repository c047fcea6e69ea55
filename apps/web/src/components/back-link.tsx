import { Link } from 'react-router';
import { IconArrowLeft } from './icons';
import styles from './back-link.module.css';

/** The way back to the page a sub-page belongs to (profile → security), above its header. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={styles.link}>
      <IconArrowLeft size={16} />
      {label}
    </Link>
  );
}
