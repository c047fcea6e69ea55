import { AfterFirstPaint } from '#web/lib/render/deferred-render.tsx';
import { lazyRoute } from '#web/lib/render/lazy-route.ts';

const Overlays = lazyRoute(() => import('./overlays-with-tutorial.tsx').then((m) => ({ default: m.OverlaysWithTutorial })));

/**
 * Everything that pops over the signed-in pages: the global message, the new-message toast, the
 * unread-messages reminder and the tutorial. A lazy chunk, fetched once the first screen is painted
 * so it never weighs on the first load.
 */
export function EngagementOverlays() {
  return <AfterFirstPaint part={Overlays} namespaces={['messages', 'tutorial']} />;
}
