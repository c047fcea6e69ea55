import type { LedgerEntry } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const PAGE_SIZE = 20;

export const getLedger = (cursor: string | null) =>
  api.get<{ entries: LedgerEntry[]; nextCursor: string | null }>(`/api/ledger?limit=${PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);

export const ledgerQueryKey = ['ledger'] as const;

export const getLedgerQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ledgerQueryKey,
    queryFn: ({ pageParam }) => getLedger(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * The balance history, newest first, 20 entries a page.
 * @example const ledger = useLedger(); ledger.fetchNextPage() while ledger.hasNextPage
 */
export const useLedger = () => useInfiniteQuery(getLedgerQueryOptions());
