import { MutationObserver, onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { failEmptyQueriesOffline, queryClient } from './query-client.ts';

afterEach(() => onlineManager.setOnline(true));

function offlineClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As the app's provider does: the client follows the network from then on.
  client.mount();
  failEmptyQueriesOffline(client);
  onlineManager.setOnline(false);
  return client;
}

describe('offline', () => {
  it('fails a query with nothing to show at once, without asking the network', async () => {
    const client = offlineClient();
    const queryFn = vi.fn(async () => 'answer');
    const observer = new QueryObserver(client, { queryKey: ['page'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    expect(observer.getCurrentResult().error).toMatchObject({ code: 'network_error' });
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    expect(queryFn).not.toHaveBeenCalled();

    // Back online, the failed query is fetched again by itself.
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('answer'));
    unsubscribe();
  });

  it('keeps showing a query that has an answer, its fetch waiting for the network', async () => {
    const client = offlineClient();
    client.setQueryData(['page'], 'last answer', { updatedAt: Date.now() - 60_000 });
    const queryFn = vi.fn(async () => 'new answer');
    const observer = new QueryObserver(client, { queryKey: ['page'], queryFn, staleTime: 0 });
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: 'last answer', fetchStatus: 'paused' });
    expect(queryFn).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('new answer'));
    unsubscribe();
  });

  it("fails an action at once, rather than a button spinning until the network is back", async () => {
    onlineManager.setOnline(false);
    const observer = new MutationObserver(queryClient, { mutationFn: () => Promise.reject(new ApiError('network_error', '', 0)) });
    await expect(observer.mutate()).rejects.toMatchObject({ code: 'network_error' });
  });
});
