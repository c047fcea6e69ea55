import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAccountLanguage } from '#web/lib/language/use-account-language.ts';
import { LogoutButton } from '#web/features/account/sign-in/components/logout-button.tsx';
import { MaintenanceBanner } from '#web/features/maintenance/components/maintenance-banner.tsx';
import { EngagementOverlays } from './engagement-overlays.tsx';
import { ReauthenticationHost } from '#web/features/account/reauthentication/components/reauthentication-host.tsx';
import { TradingPromo } from '#web/features/trading/components/trading-promo.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { AfterFirstFrame, AfterFirstPaint } from '#web/lib/render/deferred-render.tsx';
import { lazyRoute } from '#web/lib/render/lazy-route.ts';
import { usePublicSettings } from '#web/lib/settings/get-public-settings.ts';
import { AppFooter } from './app-footer.tsx';
import styles from './app-layout.module.css';
import { BottomNav } from './bottom-nav.tsx';
import { PageFallback } from './page-fallback.tsx';
import { TopBar } from './top-bar.tsx';

// Needed once the page is on screen, and loaded then: offline, its code is in the service worker's cache.
const OfflineNotice = lazyRoute(() => import('./offline-notice.tsx').then((m) => ({ default: m.OfflineNotice })));

// Shown to few players at a time (an unverified account, a maintenance window): loaded when
// needed, not on every first load of the dashboard (bench/bundle.mjs).
const VerificationBanner = lazy(() => import('#web/features/account/sign-in/components/verification-banner.tsx').then((m) => ({ default: m.VerificationBanner })));
const MaintenanceScreen = lazy(() => import('#web/features/maintenance/components/maintenance-screen.tsx').then((m) => ({ default: m.MaintenanceScreen })));

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
  if (maintenance && !isAdmin) {
    return (
      <Suspense fallback={<PageFallback />}>
        <MaintenanceScreen signOut={<LogoutButton />} />
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
