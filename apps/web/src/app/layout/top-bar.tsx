import { useTranslation } from '#web/lib/use-translation.ts';
import { Link, NavLink } from 'react-router';
import { IconShield } from '#web/components/icons.tsx';
import { Logo } from '#web/components/logo.tsx';
import { LanguageSelector } from '#web/components/language-selector/language-selector.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { AfterFirstPaint } from '#web/lib/render/deferred-render.tsx';
import { lazyRoute } from '#web/lib/render/lazy-route.ts';
import { paths } from '#web/config/paths.ts';
import styles from './top-bar.module.css';

/* The bell and its texts load once the page is painted: they stay out of the first load. */
const TopBarNotifications = lazyRoute(() => import('./top-bar-notifications.tsx'));

/** The nickname's first letter (or emoji), as a face for the profile link. */
const initialOf = (nickname: string) => Array.from(nickname.trim())[0]?.toLocaleUpperCase() ?? '?';

/**
 * Brand, back office (admins), the bell, the language, and the player's avatar to their profile,
 * where people look for it; signing out is in the profile, with a confirmation.
 */
export function TopBar() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  return (
    <header className={`${styles.bar} ${user?.role === 'admin' ? styles.withAdmin : ''}`}>
      <Link to={paths.dashboard.getHref()} className={styles.brand} aria-label={t('nav.home')}>
        <Logo size={32} />
        <span className={styles.brandText}>{t('brand.name')}</span>
      </Link>
      <div className={styles.actions}>
        {user?.role === 'admin' ? (
          <Link to={paths.admin.getHref()} className={styles.admin} aria-label={t('nav.admin')} title={t('nav.admin')}>
            <IconShield size={20} />
          </Link>
        ) : null}
        {user ? (
          <span className={styles.bellSlot}>
            <AfterFirstPaint part={TopBarNotifications} namespaces={['notifications']} />
          </span>
        ) : null}
        <LanguageSelector />
        {user ? (
          <NavLink to={paths.profile.getHref()} className={styles.avatar} aria-label={t('nav.profile')} title={t('nav.profile')}>
            <span aria-hidden="true">{initialOf(user.nickname)}</span>
          </NavLink>
        ) : null}
      </div>
    </header>
  );
}
