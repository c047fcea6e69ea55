import { lazy, Suspense, useEffect, useState } from 'react';

const Overlays = lazy(() => import('./engagement-overlays-root').then((m) => ({ default: m.EngagementOverlaysRoot })));

/**
 * Everything that pops over the signed-in pages: the global message, the new-message toast, the
 * unread-messages reminder and the tutorial. A lazy chunk, fetched after the page's first render
 * so it never weighs on the first load.
 */
export function EngagementOverlays() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}
