import type { Agenda } from '@fre/domain';
import { AGENDA_PATH, TIMERS } from '@fre/domain';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '#web/lib/api-client.ts';
import { answeredInPage } from '#web/lib/page-answers.ts';

export const getAgenda = () => api.get(AGENDA_PATH);

export const agendaQueryKey = ['agenda'] as const;

/**
 * Checked every minute, as the messages are, and whenever a page showing it opens unless a few
 * seconds old; the answer the page arrived with when the server put one in it (decision 031).
 */
export const getAgendaQueryOptions = () =>
  queryOptions({ queryKey: agendaQueryKey, queryFn: getAgenda, staleTime: 5_000, refetchInterval: TIMERS.messagesPollMs, ...answeredInPage(AGENDA_PATH) });

/**
 * The queries whose re-reading means the agenda changed: the account (re-read after a spin, a
 * claim, a purchase, a bonus code, a KYC submission or a withdrawal), the messages and the
 * notifications (re-read once marked read). The agenda follows them, and the mutations need not
 * know about it.
 */
const FOLLOWED = new Set(['me', 'messages', 'notifications']);
const following = new WeakSet<QueryClient>();

function followAccount(queryClient: QueryClient): void {
  if (following.has(queryClient)) return;
  following.add(queryClient);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'invalidate' && FOLLOWED.has(String(event.query.queryKey[0]))) {
      void queryClient.invalidateQueries({ queryKey: agendaQueryKey });
    }
  });
}

/**
 * What waits for the player today, or with `select` the part a component shows (it then renders
 * again only when that part changes).
 * @example const freeSpin = useAgenda((agenda) => agenda.freeSpin).data;
 */
export function useAgenda<T = Agenda>(select?: (agenda: Agenda) => T) {
  const queryClient = useQueryClient();
  useEffect(() => followAccount(queryClient), [queryClient]);
  return useQuery({ ...getAgendaQueryOptions(), select });
}
