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
 * Query options for the GET of `path`: its answer from the page as the query's first data when
 * there is one (fresh as of the page's arrival), else nothing and the query fetches as usual.
 * @example queryOptions({ queryKey, queryFn: () => api.get(PATH), ...answeredInPage<Shop>(PATH) })
 */
export function answeredInPage<T>(path: string) {
  return {
    initialData: (): T | undefined => (Date.now() - keptAt < VALID_MS ? (answers[path] as T | undefined) : undefined),
    initialDataUpdatedAt: () => keptAt,
  };
}
