import type { ApiPath, ApiResponse } from './api/api-types.ts';

/**
 * The answers to GETs of the API that the server put in the page (decision 031), by path: a first
 * screen reads them instead of asking the API one round trip after its first render.
 */
let answers: Record<string, unknown> = {};
let keptAt = 0;

/** Read at the first render of the page; later, the API is asked as usual. */
const VALID_MS = 10_000;

export function keepPageAnswers(reads: Record<string, unknown> | undefined): void {
  answers = reads ?? {};
  keptAt = Date.now();
}

/**
 * Query options for the GET of `path` (`url` when the page keeps it with its query): its answer
 * from the page as the query's first data when there is one (fresh as of the page's arrival),
 * else nothing and the query fetches as usual.
 * @example queryOptions({ queryKey, queryFn: () => api.get(PATH), ...answeredInPage(PATH) })
 */
export function answeredInPage<P extends ApiPath<'get'>>(path: P, url: string = path) {
  return {
    initialData: (): ApiResponse<P> | undefined => (Date.now() - keptAt < VALID_MS ? (answers[url] as ApiResponse<P> | undefined) : undefined),
    initialDataUpdatedAt: () => keptAt,
  };
}
