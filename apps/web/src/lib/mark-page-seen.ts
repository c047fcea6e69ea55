import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '#web/lib/api-client.ts';

export const markPageNotificationsRead = (link: string) => api.post('/api/notifications/read', { query: { link } });

/**
 * The bell's query (`notificationsQueryKey`, features/notifications/api/get-notifications.ts),
 * named here instead of imported: that module comes with the after-first-paint chunk, which the
 * KYC and support pages would otherwise load with their first screen.
 */
const BELL_QUERY_KEY = ['notifications'] as const;

/**
 * Once `shown` is true, marks read the notifications that lead to `link` (this page), once per
 * visit: the page has shown what they said (the KYC decision, the support answer), so neither the
 * bell nor the dashboard's agenda (which follows the bell's query) keep announcing it.
 * @example useMarkPageSeen(paths.kyc.path, status === 'approved' || status === 'rejected');
 */
export function useMarkPageSeen(link: string, shown: boolean) {
  const queryClient = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    if (!shown || done.current) return;
    done.current = true;
    void markPageNotificationsRead(link).then(
      () => queryClient.invalidateQueries({ queryKey: BELL_QUERY_KEY }),
      // Not marked: the bell and the agenda keep telling it, nothing else goes wrong.
      () => undefined,
    );
  }, [link, shown, queryClient]);
}
