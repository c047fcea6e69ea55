import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '#web/test/render.tsx';
import { useLedger as useProfileLedger } from '#web/features/profile/api/get-ledger.ts';
import { useLedger as useWalletLedger } from './get-ledger.ts';

const page = (count: number) => ({ status: 200, body: { entries: Array.from({ length: count }, (_, i) => ({ id: String(100 - i), kind: 'mining_claim', amount: '1', balanceAfter: '1', createdAt: '2030-01-01T00:00:00.000Z', ref: null })), nextCursor: '1' } });

describe('the balance history of the wallet and of the profile', () => {
  it('are read each at its own page size, not one from the other', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } }); // as the app's (lib/query-client.ts)
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const calls = stubFetch(page(20), page(10));
    const profile = renderHook(() => useProfileLedger(), { wrapper });
    await waitFor(() => expect(profile.result.current.data?.pages[0]?.entries).toHaveLength(20));
    const wallet = renderHook(() => useWalletLedger(), { wrapper });
    await waitFor(() => expect(wallet.result.current.data?.pages[0]?.entries).toHaveLength(10));
    expect(calls.map((call) => call.url)).toEqual(['/api/ledger?limit=20', '/api/ledger?limit=10']);
  });
});
