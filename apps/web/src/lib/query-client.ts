import { onlineManager, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError, isApiError } from './api-error.ts';

// React Query assumes a network until the browser says otherwise by an event, and a page loaded
// offline (from the service worker) gets none: it starts from the browser's own word.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Client errors (4xx) will not get better by retrying.
      retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    // Offline, an action fails at once with a network error its page shows, instead of a button
    // that spins until the connection returns and then acts on its own (docs/decisions/042).
    mutations: { retry: false, networkMode: 'always' },
  },
});

/**
 * Offline, a query that has an answer keeps showing it and waits for the network (React Query
 * pauses it); a query with nothing to show fails at once with a network error, so that its page
 * offers a retry instead of a skeleton that never ends (docs/decisions/042). Back online, React
 * Query fetches the failed queries of the page again by itself.
 */
export function failEmptyQueriesOffline(client: QueryClient): () => void {
  const fail = (query: Query) => {
    if (query.state.fetchStatus !== 'paused' || query.state.data !== undefined) return;
    const error = new ApiError('network_error', '', 0);
    void query.cancel({ revert: true });
    query.setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchStatus: 'idle', fetchFailureCount: 1, fetchFailureReason: error });
  };
  return client.getQueryCache().subscribe((event) => {
    // After the update that paused it: the paused fetch is then in place to be cancelled, and the
    // page is told once, before it renders the pending state.
    if (event.type === 'updated' && event.query.state.fetchStatus === 'paused') queueMicrotask(() => fail(event.query));
  });
}

failEmptyQueriesOffline(queryClient);
