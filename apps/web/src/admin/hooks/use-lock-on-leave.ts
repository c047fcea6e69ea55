import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markGateLocked } from '../api/get-gate.ts';
import { lockAdmin } from '../api/lock-admin.ts';

let pendingLock: ReturnType<typeof setTimeout> | undefined;

/**
 * The back office locks again (decision 070) when the admin leaves /admin paths. Called by the root of
 * the admin tree, whose cleanup runs when the router leaves it. The lock waits one tick so that
 * React's development double mount (unmount + mount at once) does not lock a page being opened.
 */
export function useLockOnLeave() {
  const queryClient = useQueryClient();
  useEffect(() => {
    clearTimeout(pendingLock);
    return () => {
      pendingLock = setTimeout(() => {
        markGateLocked(queryClient);
        // Signed out meanwhile (401) or offline: the server locks an idle session by itself.
        lockAdmin().catch(() => undefined);
      }, 0);
    };
  }, [queryClient]);
}
