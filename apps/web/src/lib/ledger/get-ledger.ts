import { LEDGER, LEDGER_FIRST_PAGE } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { answeredInPage } from '../page-answers.ts';

export const getLedger = (cursor: string | null) =>
  api.get('/api/ledger', { query: { limit: LEDGER.pageSize, cursor: cursor ?? undefined } });

/**
 * One cache entry for every page that shows the history (profile, wallet): read once, refreshed
 * once, kept once offline (lib/offline keeps the keys that start with 'ledger'). The page size and
 * the page's shape ({items}, decision 060) are in the key so that pages kept by an older version
 * are never read as these.
 */
export const ledgerQueryKey = ['ledger', LEDGER.pageSize, 'items'] as const;

/** The first page as the profile arrived with it (decision 031). */
const inPage = answeredInPage('/api/ledger', LEDGER_FIRST_PAGE);

export const getLedgerQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ledgerQueryKey,
    queryFn: ({ pageParam }) => getLedger(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: () => {
      const first = inPage.initialData();
      return first && { pages: [first], pageParams: [null] };
    },
    initialDataUpdatedAt: inPage.initialDataUpdatedAt,
  });

/**
 * The balance history, newest first, LEDGER.pageSize entries a page.
 * @example const ledger = useLedger(); ledger.fetchNextPage() while ledger.hasNextPage
 */
export const useLedger = () => useInfiniteQuery(getLedgerQueryOptions());
