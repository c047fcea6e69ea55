import { useId } from 'react';
import { NavLink } from 'react-router';
import { Modal } from '#web/components/modal.tsx';
import { pageBadges } from '#web/features/agenda/agenda-badges.ts';
import { useAgenda } from '#web/features/agenda/api/get-agenda.ts';
import { NavBadge } from '#web/features/agenda/components/nav-badge.tsx';
import { usePublicSettings } from '#web/lib/settings/get-public-settings.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { SHEET_GROUPS, sheetPages } from '#web/config/app-pages.ts';
import { PAGE_ICONS } from '../navigation/page-icons.tsx';
import styles from './more-sheet.module.css';

/**
 * Every page that is not in the bottom bar, by what the player wants to do: earn more, their
 * money, their account, help. A sheet over the page on a phone, a dialog on a wide screen (two
 * columns of groups there, so that every page shows without scrolling at 1280×800); a tap
 * on a page goes there and closes it. A page something waits on (the agenda) carries a badge.
 */
export function MoreSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const features = usePublicSettings().data?.features ?? {};
  const badges = useAgenda(pageBadges).data ?? {};
  const badgeId = useId();
  return (
    <Modal title={t('nav.moreTitle')} onClose={onClose} closeLabel={t('nav.close')} className={styles.sheet}>
      <nav className={styles.groups} aria-label={t('nav.moreTitle')}>
        {SHEET_GROUPS.map((group) => (
          <section key={group} className={styles.group} aria-labelledby={`more-${group}`}>
            <h3 id={`more-${group}`} className={styles.groupTitle}>
              {t(`nav.groups.${group}`)}
            </h3>
            <ul className={styles.tiles}>
              {sheetPages(group, features).map((page) => (
                <li key={page.id}>
                  <NavLink to={page.path} end className={styles.tile} onClick={onClose} aria-describedby={badges[page.id] ? `${badgeId}-${page.id}` : undefined}>
                    <span className={styles.icon} aria-hidden="true">
                      {PAGE_ICONS[page.id]}
                    </span>
                    <span className={styles.label}>{t(`nav.pages.${page.id}`)}</span>
                    {badges[page.id] ? <NavBadge id={`${badgeId}-${page.id}`} badge={badges[page.id]!} className={styles.badge} /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </Modal>
  );
}
