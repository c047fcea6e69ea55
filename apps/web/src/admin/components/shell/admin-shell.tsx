import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link, Outlet } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { IconArrowLeft, IconLock, IconMenu } from '#web/components/icons.tsx';
import { Logo } from '#web/components/logo.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { useLockAdmin } from '../../api/lock-admin.ts';
import { LoadingBlocks } from '../ui/query-state.tsx';
import { AdminDrawer } from './admin-drawer.tsx';
import { AdminNav } from './admin-nav.tsx';
import styles from './admin-shell.module.css';
import { MaintenanceNotice } from './maintenance-notice.tsx';

/**
 * Frame of the unlocked back office: a side navigation on desktop, a top bar with a menu drawer on
 * phones, the "locked/unlocked" state always visible, and a way to lock at once.
 */
export function AdminShell({ accountActions }: { accountActions?: ReactNode }) {
  const { t } = useTranslation('admin');
  const { data: user } = useUser();
  const lock = useLockAdmin();
  const [menuOpen, setMenuOpen] = useState(false);

  const brand = (
    <Link to={paths.admin.getHref()} className={styles.brand}>
      <Logo size={32} />
      <span className={styles.brandText}>
        <span>{t('brand')}</span>
        <span className={styles.brandTag}>{t('tag')}</span>
      </span>
    </Link>
  );
  const backToApp = (
    <Link to={paths.dashboard.getHref()} className={styles.back}>
      <IconArrowLeft size={18} />
      <span>{t('shell.backToApp')}</span>
    </Link>
  );

  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        {brand}
        <AdminNav />
        <div className={styles.sidebarFooter}>{backToApp}</div>
      </aside>

      <div className={styles.column}>
        <header className={styles.topbar}>
          <button
            type="button"
            className={styles.menuButton}
            aria-label={t('shell.openMenu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <IconMenu size={22} />
          </button>
          <div className={styles.topBrand}>{brand}</div>
          <p className={styles.status}>
            <span className={styles.statusDot} aria-hidden="true" />
            <span className={styles.statusText}>{t('shell.unlocked')}</span>
            {user ? <span className={styles.statusEmail}>{user.email}</span> : null}
          </p>
          <div className={styles.actions}>
            {accountActions}
            <button
              type="button"
              className={styles.lockButton}
              onClick={() => lock.mutate()}
              disabled={lock.isPending}
              aria-label={t('shell.lock')}
              title={t('shell.lockHint')}
            >
              <IconLock size={18} />
              <span className={styles.lockLabel}>{t('shell.lock')}</span>
            </button>
          </div>
        </header>

        <main className={styles.content} id="main">
          <MaintenanceNotice />
          <Suspense fallback={<LoadingBlocks rows={4} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>

      <AdminDrawer open={menuOpen} onClose={() => setMenuOpen(false)} header={brand} footer={backToApp} />
    </div>
  );
}
