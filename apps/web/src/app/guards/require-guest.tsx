import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useUser } from '#web/lib/auth/get-me.ts';
import { PageFallback } from '../layout/page-fallback.tsx';
import { paths } from '#web/config/paths.ts';
import { originOf, type GuestState } from '#web/lib/auth/location-state.ts';
import { SessionUnanswered } from './session-unanswered.tsx';

/**
 * Public pages for guests; signed-in users go to where they were heading, else /dashboard. With a
 * session cookie but no answer to the session check (offline), neither is known: the visitor is told.
 */
export function RequireGuest() {
  const { data: user, isPending: sessionPending } = useUser();
  // When the session answer arrives, the page behind the guard renders in the background, in small
  // slices, instead of in one long task with the answer (the fallback stays until it is ready).
  // With React; under preact/compat (decision 028) useDeferredValue returns the value as it is.
  const isPending = useDeferredValue(sessionPending);
  const location = useLocation();
  const state = location.state as GuestState | null;
  if (isPending) return <PageFallback />;
  if (user === undefined) return <SessionUnanswered />;
  // The register page keeps showing its "check your inbox" step after the account is created.
  if (user && !state?.registered) return <Navigate to={originOf(state) ?? paths.dashboard.getHref()} replace />;
  return <Outlet />;
}
