import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web/test/render.tsx';
import { useMarkPageSeen } from './mark-page-seen.ts';

describe('a page marking its notifications seen', () => {
  it('marks those leading to it read once it shows them, once per visit, and the bell reads again', async () => {
    const calls = stubApi({ 'POST /api/notifications/read': { status: 204 }, 'GET /api/notifications': { status: 200, body: { items: [], nextCursor: null, unread: 0 } } });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['notifications'], { notifications: [], unread: 1 });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { rerender } = renderHook(({ shown }) => useMarkPageSeen('/kyc', shown), { wrapper, initialProps: { shown: false } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);

    rerender({ shown: true });
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/notifications/read?link=%2Fkyc']));
    await waitFor(() => expect(queryClient.getQueryState(['notifications'])?.isInvalidated).toBe(true));
    rerender({ shown: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
