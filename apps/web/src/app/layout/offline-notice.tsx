import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useOnline } from '#web/lib/offline/use-online.ts';
import styles from './offline-notice.module.css';

const loadText = () => import('./offline-notice-text.tsx');
/* A notice whose code could not be fetched (offline before it ever was) shows nothing: the pages' own errors say why. */
const OfflineNoticeText = lazy((): Promise<{ default: ComponentType }> => loadText().catch(() => ({ default: () => null })));

/** A task of its own once the browser is idle: nothing of this delays the page's first screen. */
const whenIdle = (run: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2_000 }) : window.setTimeout(run, 200));

/**
 * Offline, says so, and how old the answers on screen are (a live region, announced once); keeps
 * this player's offline copy of their pages up to date (docs/decisions/042). Its code loads once
 * the page is shown, while online: the notice must not depend on the network to appear.
 */
export function OfflineNotice() {
  const online = useOnline();
  const queryClient = useQueryClient();
  useEffect(() => {
    whenIdle(() => {
      void import('#web/lib/offline/offline-copy.ts').then(({ keepOfflineCopy }) => keepOfflineCopy(queryClient), () => undefined);
      void loadText().catch(() => undefined);
    });
  }, [queryClient]);
  return (
    <div className={styles.region} role="status">
      {online ? null : (
        <Suspense fallback={null}>
          <OfflineNoticeText />
        </Suspense>
      )}
    </div>
  );
}
