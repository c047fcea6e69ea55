/**
 * How every list the API pages by cursor is read a page at a time (docs/decisions/060): the first
 * page without a cursor, each next one with the previous page's `nextCursor`, until it is null.
 * @example infiniteQueryOptions({ queryKey, queryFn: ({ pageParam }) => getThings(pageParam), ...cursorPaging })
 */
export const cursorPaging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page: { nextCursor: string | null }): string | undefined => page.nextCursor ?? undefined,
};
