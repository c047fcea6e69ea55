import { LEDGER } from '@fre/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '#web/test/render.tsx';
import { isKept } from '../offline/offline-copy.ts';
import { ledgerQueryKey, useLedger } from './get-ledger.ts';

const page = (count: number, nextCursor: string | null) => ({ status: 200, body: { items: Array.from({ length: count }, (_, i) => ({ id: String(100 - i), kind: 'mining_claim', amount: '1', balanceAfter: '1', createdAt: '2030-01-01T00:00:00.000Z', ref: null })), nextCursor } });

describe('the balance history', () => {
  it('is read once for the profile and the wallet, then page by page from the cursor', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } }); // as the app's (lib/query-client.ts)
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const calls = stubFetch(page(LEDGER.pageSize, '81'), page(3, null));
    const profile = renderHook(() => useLedger(), { wrapper });
    await waitFor(() => expect(profile.result.current.data?.pages[0]?.items).toHaveLength(LEDGER.pageSize));
    const wallet = renderHook(() => useLedger(), { wrapper });
    expect(wallet.result.current.data?.pages[0]?.items).toHaveLength(LEDGER.pageSize);
    await wallet.result.current.fetchNextPage();
    await waitFor(() => expect(profile.result.current.hasNextPage).toBe(false));
    expect(calls.map((call) => call.url)).toEqual([`/api/ledger?limit=${LEDGER.pageSize}`, `/api/ledger?limit=${LEDGER.pageSize}&cursor=81`]);
  });

  it('is kept in the offline copy', () => {
    expect(isKept(ledgerQueryKey)).toBe(true);
  });
});
