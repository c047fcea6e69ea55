import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { VerificationBanner } from '../../features/auth/components/verification-banner';
import { useAccountLanguage } from '../../features/language/hooks/use-account-language';
import { AppFooter } from './app-footer';
import styles from './app-layout.module.css';
import { BottomNav } from './bottom-nav';
import { PageFallback } from './page-fallback';
import { TopBar } from './top-bar';

/** Shell of the signed-in area: top bar, verification banner, page, footer, bottom navigation. */
export function AppLayout() {
  useAccountLanguage();
  return (
    <div className={styles.shell}>
      <TopBar />
      <div className={styles.banner}>
        <VerificationBanner />
      </div>
      <main className={styles.main} id="main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
      <BottomNav />
    </div>
  );
}
