import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ErrorScreen } from './error-screen';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { RequireGuest } from './guards/require-guest';
import { PageFallback } from './layout/page-fallback';
import { RootLayout } from './layout/root-layout';
import { LEGAL_PAGES, paths, UPCOMING_PAGES } from './paths';

/** Every page is its own chunk; the router loads it while the previous page stays visible. */
const page = {
  landing: () => import('./routes/landing'),
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  splash: () => import('./routes/splash'),
  verifyEmail: () => import('./routes/verify-email'),
  resetPassword: () => import('./routes/reset-password'),
  legal: () => import('./routes/legal'),
  appLayout: () => import('./routes/app-layout'),
  dashboard: () => import('./routes/dashboard'),
  upcoming: () => import('./routes/upcoming'),
  admin: () => import('./routes/admin'),
};

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    HydrateFallback: PageFallback,
    children: [
      {
        Component: RequireGuest,
        children: [
          { path: paths.home.path, lazy: page.landing },
          { path: paths.login.path, lazy: page.login },
          { path: paths.register.path, lazy: page.register },
        ],
      },
      { path: paths.loading.path, lazy: page.splash },
      { path: paths.verifyEmail.path, lazy: page.verifyEmail },
      { path: paths.resetPassword.path, lazy: page.resetPassword },
      ...LEGAL_PAGES.map((name) => ({ path: paths[name].path, lazy: page.legal, handle: { page: name } })),
      {
        Component: RequireAuth,
        children: [
          {
            lazy: page.appLayout,
            children: [
              { path: paths.dashboard.path, lazy: page.dashboard },
              ...UPCOMING_PAGES.map((name) => ({ path: paths[name].path, lazy: page.upcoming, handle: { page: name } })),
              {
                // Decision: the back office is a lazy route tree of this app (one chunk, admins only).
                path: paths.admin.path,
                Component: RequireAdmin,
                children: [
                  { index: true, lazy: page.admin },
                  { path: ':section', lazy: page.admin },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
