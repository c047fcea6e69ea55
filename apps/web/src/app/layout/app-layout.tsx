import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAccountLanguage } from '../../features/language/hooks/use-account-language';
import { MaintenanceBanner } from '../../features/maintenance/components/maintenance-banner';
import { EngagementOverlays } from '../../features/messages/components/engagement-overlays';
import { ReauthenticationHost } from '../../features/reauthentication/components/reauthentication-host';
import { TradingPromo } from '../../features/trading/components/trading-promo';
import { useUser } from '../../lib/auth/get-me';
import { AfterFirstFrame, AfterFirstPaint } from '../../lib/render/deferred-render';
import { lazyRoute } from '../../lib/render/lazy-route';
import { usePublicSettings } from '../../lib/settings/get-public-settings';
import { usePageTitle } from '../navigation/use-page-title';
import { AppFooter } from './app-footer';
import styles from './app-layout.module.css';
import { BottomNav } from './bottom-nav';
import { PageFallback } from './page-fallback';
import { TopBar } from './top-bar';

// Needed once the page is on screen, and loaded then: offline, its code is in the service worker's cache.
const OfflineNotice = lazyRoute(() => import('./offline-notice').then((m) => ({ default: m.OfflineNotice })));

// Shown to few players at a time (an unverified account, a maintenance window): loaded when
// needed, not on every first load of the dashboard (bench/bundle.mjs).
const VerificationBanner = lazy(() => import('../../features/auth/components/verification-banner').then((m) => ({ default: m.VerificationBanner })));
const MaintenanceScreen = lazy(() => import('../../features/maintenance/components/maintenance-screen').then((m) => ({ default: m.MaintenanceScreen })));

/**
 * Shell of the signed-in area: top bar, banners, page, footer, bottom navigation. During
 * maintenance players get the maintenance screen instead; admins keep the app with a banner.
 */
export function AppLayout() {
  useAccountLanguage();
  usePageTitle();
  const { data: user } = useUser();
  const { data: settings } = usePublicSettings();
  const maintenance = settings?.maintenance === true;
  const isAdmin = user?.role === 'admin';
  if (maintenance && !isAdmin) {
    return (
      <Suspense fallback={<PageFallback />}>
        <MaintenanceScreen />
      </Suspense>
    );
  }
  return (
    <div className={styles.shell}>
      <TopBar />
      <AfterFirstPaint part={OfflineNotice} namespaces={[]} />
      <div className={styles.banner}>
        {maintenance ? <MaintenanceBanner /> : null}
        {user && user.verifiedBy === null ? (
          <Suspense fallback={null}>
            <VerificationBanner />
          </Suspense>
        ) : null}
      </div>
      <main className={styles.main} id="main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <AfterFirstFrame>
        <AppFooter />
      </AfterFirstFrame>
      <AfterFirstFrame>
        <BottomNav />
      </AfterFirstFrame>
      <EngagementOverlays />
      <TradingPromo />
      <ReauthenticationHost />
    </div>
  );
}
