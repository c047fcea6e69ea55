import { formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { MoreBadge, PageBadge } from '../agenda-badges.ts';
import styles from './nav-badge.module.css';

/**
 * The mark on an entry of the bar or the sheet that something waits behind it: a count when there
 * are several, a dot for one. Its words ("2 messages non lus") are the entry's description
 * (`aria-describedby={id}`): the entry's name stays its label, and a screen reader says both.
 */
export function NavBadge({ id, badge, className }: { id: string; badge: PageBadge | MoreBadge; className?: string }) {
  const { t, i18n } = useTranslation();
  const shown = badge.count > 99 ? '99+' : formatNumber(badge.count, i18n.language, 0);
  return (
    <>
      <span className={[styles.badge, badge.count > 1 ? styles.count : styles.dot, className].filter(Boolean).join(' ')} aria-hidden="true">
        {badge.count > 1 ? shown : null}
      </span>
      <span id={id} hidden>
        {t(`nav.badges.${badge.text}`, { count: badge.count })}
      </span>
    </>
  );
}
