import { lazy, Suspense, type ComponentType } from 'react';
import { lazyRoute, type LazyRoute } from '#web/lib/render/lazy-route.ts';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AppErrorBoundary } from './error-boundary.tsx';
import { RequireAdmin } from './guards/require-admin.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireGuest } from './guards/require-guest.tsx';
import { PageFallback } from './layout/page-fallback.tsx';
import { ScrollToTop } from './layout/scroll-to-top.tsx';
import { FocusOnRouteChange } from './layout/focus-on-route-change.tsx';
import { SkipLink } from '#web/components/skip-link.tsx';
import { DocumentTitle } from './navigation/document-title.tsx';
import { ConsentHost } from '#web/features/consent/components/consent-host.tsx';
import { APP_PAGES, pageAt } from '#web/config/app-pages.ts';
import { PUBLIC_PAGES, paths } from '#web/config/paths.ts';

/** Every page is its own chunk, loaded on first visit behind the designed fallback. */
const Landing = lazyRoute(() => import('./routes/landing.ts'));
const Login = lazyRoute(() => import('./routes/login.ts'));
const Register = lazyRoute(() => import('./routes/register.ts'));
const Splash = lazy(() => import('./routes/splash.ts'));
const TelegramEntry = lazy(() => import('./routes/telegram.ts'));
const VerifyEmail = lazy(() => import('./routes/verify-email.ts'));
const ResetPassword = lazy(() => import('./routes/reset-password.ts'));
const Legal = lazy(() => import('./routes/legal.tsx'));
const AppLayout = lazyRoute(() => import('./routes/app-layout.ts'));
const Admin = lazy(() => import('./routes/admin.tsx'));

/** The signed-in pages' modules, by file name in routes/pages (the table of pages names them). */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('./routes/pages/*.{ts,tsx}');

/** Each page of the table, its module lazy: from the table, so that no page can be in the menu and not routed. */
const SIGNED_IN_PAGES = APP_PAGES.map((page) => {
  const load = PAGE_MODULES[`./routes/pages/${page.route}`];
  if (!load) throw new Error(`No module routes/pages/${page.route} for the page ${page.id}`);
  return { page, Page: lazyRoute(load) };
});

/** The lazy modules a path renders, outermost first. */
function routeModules(pathname: string): LazyRoute[] {
  const path = pathname.replace(/(.)\/$/, '$1');
  if (path === paths.home.path) return [Landing];
  if (path === paths.login.path) return [Login];
  if (path === paths.register.path) return [Register];
  const page = pageAt(path);
  return page ? [AppLayout, SIGNED_IN_PAGES.find((entry) => entry.page === page)!.Page] : [];
}

/**
 * Fetches the modules of the page being opened while the session check and the translations load,
 * instead of after them (one round trip less on a slow network). Resolves when they are in, so that
 * the first render shows the whole page at once; never rejects (a failed fetch is the lazy
 * component's to show).
 */
export function preloadRoute(pathname: string): Promise<void> {
  // A nested page (the games) then fetches the page below it that the path opens.
  const nested = (module: unknown) => (module as { preloadNested?: (path: string) => Promise<unknown> }).preloadNested?.(pathname);
  return Promise.all(routeModules(pathname).map((route) => route.preload().then(nested))).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The route table. Declarative routing keeps ~17 KB gzip of the data router out
 * of the first load (data router ≈32 KB vs ≈15 KB measured); guards are layout routes.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <SkipLink />
      <ScrollToTop />
      <FocusOnRouteChange />
      <DocumentTitle />
      <ConsentHost />
      <AppErrorBoundary>
        <Suspense fallback={<PageFallback />}>
          <Routes>
            <Route element={<RequireGuest />}>
              <Route path={paths.home.path} element={<Landing />} />
              <Route path={paths.login.path} element={<Login />} />
              <Route path={paths.register.path} element={<Register />} />
            </Route>
            <Route path={paths.loading.path} element={<Splash />} />
            <Route path={paths.telegram.path} element={<TelegramEntry />} />
            <Route path={paths.verifyEmail.path} element={<VerifyEmail />} />
            <Route path={paths.resetPassword.path} element={<ResetPassword />} />
            {PUBLIC_PAGES.map((name) => (
              <Route key={name} path={paths[name].path} element={<Legal page={name} />} />
            ))}
            <Route element={<RequireAuth />}>
              <Route element={<AppLayout />}>
                {SIGNED_IN_PAGES.map(({ page, Page }) => (
                  <Route key={page.id} path={page.nested ? `${page.path}/*` : page.path} element={<Page />} />
                ))}
              </Route>
              {/*
                Decision: the back office is a lazy route tree of this app, admins only, with its own
                full-width shell; its pages are lazy chunks declared inside that tree.
              */}
              <Route element={<RequireAdmin />}>
                <Route path={`${paths.admin.path}/*`} element={<Admin />} />
              </Route>
            </Route>
            <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
          </Routes>
        </Suspense>
      </AppErrorBoundary>
    </BrowserRouter>
  );
}
