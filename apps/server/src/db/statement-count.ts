/**
 * Counts the SQL statements run on behalf of one HTTP request (issue: proof — "the dashboard's
 * calls use at most 2 statements each"). The count follows the request through async calls, so
 * every query of a route, its hooks and its transactions is seen without passing anything around.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface StatementTally {
  count: number;
}

const scope = new AsyncLocalStorage<StatementTally>();

/** Runs `work` (and everything it starts) with its statements added to `tally`. */
export function countStatementsOf<T>(tally: StatementTally, work: () => T): T {
  return scope.run(tally, work);
}

/** Called by the database layer for each statement it sends. */
export function noteStatement(): void {
  const tally = scope.getStore();
  if (tally) tally.count += 1;
}

/** Runs `work` counted for no request: a statement shared by several requests notes itself to each. */
export function outsideAnyRequest<T>(work: () => T): T {
  return scope.exit(work);
}
