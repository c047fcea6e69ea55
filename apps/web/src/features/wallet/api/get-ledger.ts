import type { LedgerEntry } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export interface LedgerPage {
  entries: LedgerEntry[];
  nextCursor: string | null;
}

const PAGE_SIZE = 10;

export const getLedger = (cursor: string | null) =>
  api.get<LedgerPage>(`/api/ledger?limit=${PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);

/** By page size: the profile's history reads the same entries twenty at a time, in a cache entry of its own. */
export const ledgerQueryKey = ['ledger', PAGE_SIZE] as const;

export const getLedgerQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ledgerQueryKey,
    queryFn: ({ pageParam }) => getLedger(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The balance history, newest first, ten entries a page. */
export const useLedger = () => useInfiniteQuery(getLedgerQueryOptions());
