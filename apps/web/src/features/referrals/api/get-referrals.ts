import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { answeredInPage } from '#web/lib/page-answers.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

const PATH = '/api/referrals';

export const getReferrals = (cursor: string | undefined) => api.get(PATH, { query: { cursor } });

/** The answer is a page since decision 060: the key names the shape. */
export const referralsQueryKey = ['referrals', 'items'] as const;

/** The first page as the group page arrived with it (decision 031). */
const inPage = answeredInPage(PATH);

export const getReferralsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: referralsQueryKey,
    queryFn: ({ pageParam }) => getReferrals(pageParam),
    ...cursorPaging,
    initialData: () => {
      const first = inPage.initialData();
      return first && { pages: [first], pageParams: [undefined] };
    },
    initialDataUpdatedAt: inPage.initialDataUpdatedAt,
  });

/**
 * The player's group: own code, referrer, the rate bonus (on the first page) and the referrals,
 * newest first, a page at a time (`fetchNextPage()` reads older ones).
 * @returns the react-query result; errors with `feature_disabled` while referrals are switched off.
 * @example const { data } = useReferrals(); data?.pages[0]?.activeCount
 */
export const useReferrals = () => useInfiniteQuery(getReferralsQueryOptions());
