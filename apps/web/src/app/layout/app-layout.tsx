import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { VerificationBanner } from '../../features/auth/components/verification-banner';
import { useAccountLanguage } from '../../features/language/hooks/use-account-language';
import { MaintenanceBanner } from '../../features/maintenance/components/maintenance-banner';
import { MaintenanceScreen } from '../../features/maintenance/components/maintenance-screen';
import { EngagementOverlays } from '../../features/messages/components/engagement-overlays';
import { TradingPromo } from '../../features/trading/components/trading-promo';
import { useUser } from '../../lib/auth/get-me';
import { usePublicSettings } from '../../lib/settings/get-public-settings';
import { AppFooter } from './app-footer';
import styles from './app-layout.module.css';
import { BottomNav } from './bottom-nav';
import { PageFallback } from './page-fallback';
import { TopBar } from './top-bar';

/**
 * Shell of the signed-in area: top bar, banners, page, footer, bottom navigation. During
 * maintenance players get the maintenance screen instead; admins keep the app with a banner.
 */
export function AppLayout() {
  useAccountLanguage();
  const { data: user } = useUser();
  const { data: settings } = usePublicSettings();
  const maintenance = settings?.maintenance === true;
  const isAdmin = user?.role === 'admin';
  if (maintenance && !isAdmin) return <MaintenanceScreen />;
  return (
    <div className={styles.shell}>
      <TopBar />
      <div className={styles.banner}>
        {maintenance ? <MaintenanceBanner /> : null}
        <VerificationBanner />
      </div>
      <main className={styles.main} id="main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
      <BottomNav />
      <EngagementOverlays />
      <TradingPromo />
    </div>
  );
}
