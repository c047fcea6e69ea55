import { lazy, Suspense } from 'react';
import { PageFallback } from '../layout/page-fallback.tsx';

/* Its code loads when needed, not with every first screen (the service worker keeps it for offline use). */
const SessionUnreachable = lazy(() => import('./session-unreachable.tsx').then((module) => ({ default: module.SessionUnreachable })));

/** What the guards show when the session check got no answer (session-unreachable.tsx). */
export function SessionUnanswered() {
  return (
    <Suspense fallback={<PageFallback />}>
      <SessionUnreachable />
    </Suspense>
  );
}
