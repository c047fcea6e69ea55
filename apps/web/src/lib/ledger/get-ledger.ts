import { LEDGER, LEDGER_FIRST_PAGE } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { answeredInPage } from '../page-answers.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export const getLedger = (cursor?: string) =>
  api.get('/api/ledger', { query: { limit: LEDGER.pageSize, cursor } });

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
    ...cursorPaging,
    initialData: () => {
      const first = inPage.initialData();
      return first && { pages: [first], pageParams: [undefined] };
    },
    initialDataUpdatedAt: inPage.initialDataUpdatedAt,
  });

/**
 * The balance history, newest first, LEDGER.pageSize entries a page.
 * @example const ledger = useLedger(); ledger.fetchNextPage() while ledger.hasNextPage
 */
export const useLedger = () => useInfiniteQuery(getLedgerQueryOptions());
