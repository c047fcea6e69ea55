import { LEDGER, LEDGER_FIRST_PAGE, type LedgerEntry } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { answeredInPage } from '#web/lib/page-answers.ts';

interface LedgerPage {
  entries: LedgerEntry[];
  nextCursor: string | null;
}

export const getLedger = (cursor: string | null) =>
  api.get<LedgerPage>(cursor ? `${LEDGER_FIRST_PAGE}&cursor=${encodeURIComponent(cursor)}` : LEDGER_FIRST_PAGE);

/** By page size: the wallet's history reads the same entries ten at a time, in a cache entry of its own. */
export const ledgerQueryKey = ['ledger', LEDGER.pageSize] as const;

/** The first page as the profile arrived with it (decision 031). */
const inPage = answeredInPage<LedgerPage>(LEDGER_FIRST_PAGE);

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
