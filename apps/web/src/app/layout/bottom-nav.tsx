import { lazy, Suspense, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { IconDice, IconGrid, IconTrophy, IconUsers } from '#web/components/icons.tsx';
import { Logo } from '#web/components/logo.tsx';
import { usePublicSettings } from '#web/lib/settings/get-public-settings.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { isSheetPage } from '#web/config/app-pages.ts';
import { paths } from '#web/config/paths.ts';
import styles from './bottom-nav.module.css';

// The sheet and its icons load when first opened: they stay out of every page's first load.
const MoreSheet = lazy(() => import('./more-sheet.tsx').then((m) => ({ default: m.MoreSheet })));
// The badges come a moment after the bar, with the agenda that fills them.
const BarBadge = lazy(() => import('#web/features/agenda/components/bar-badge.tsx'));

const linkClass = (main: boolean) => ({ isActive }: { isActive: boolean }) =>
  [styles.link, main && styles.main, isActive && styles.active].filter(Boolean).join(' ');

/**
 * Five entries under the thumb, Minage in the middle, raised and larger (the seed's bar): Groupe
 * and Jeux on its left, Classement and Plus on its right; Plus opens the sheet with every other
 * page. A feature an admin switched off leaves its slot empty, so Minage stays in the middle.
 * Jeux carries a badge while a spin waits, Plus while a page of the sheet has one (the agenda).
 */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const features = usePublicSettings().data?.features;
  const [open, setOpen] = useState(false);
  const gamesBadgeId = useId();
  const moreBadgeId = useId();
  const empty = <span aria-hidden="true" />;
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {features?.referrals !== false ? (
        <NavLink to={paths.group.getHref()} className={linkClass(false)}>
          <IconUsers size={24} />
          <span>{t('nav.group')}</span>
        </NavLink>
      ) : empty}
      {features?.games !== false ? (
        <NavLink to={paths.game.getHref()} className={linkClass(false)} aria-describedby={gamesBadgeId}>
          <span className={styles.icon}>
            <IconDice size={24} />
            <Suspense fallback={null}>
              <BarBadge entry="games" id={gamesBadgeId} className={styles.badge} />
            </Suspense>
          </span>
          <span>{t('nav.games')}</span>
        </NavLink>
      ) : empty}
      <NavLink to={paths.dashboard.getHref()} className={linkClass(true)}>
        <span className={styles.mainIcon}>
          <Logo size={40} />
        </span>
        <span>{t('nav.mining')}</span>
      </NavLink>
      <NavLink to={paths.leaderboard.getHref()} className={linkClass(false)}>
        <IconTrophy size={24} />
        <span>{t('nav.leaderboard')}</span>
      </NavLink>
      <button
        type="button"
        className={[styles.link, styles.more, isSheetPage(pathname) && styles.active].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={moreBadgeId}
        onClick={() => setOpen(true)}
      >
        <span className={styles.icon}>
          <IconGrid size={24} />
          <Suspense fallback={null}>
            <BarBadge entry="more" id={moreBadgeId} className={styles.badge} />
          </Suspense>
        </span>
        <span>{t('nav.more')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MoreSheet onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </nav>
  );
}
