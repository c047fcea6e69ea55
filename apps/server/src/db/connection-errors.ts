/**
 * Failures of the connection rather than of the statement: the database, its pooler or the network
 * is away (a restart, a failover, a full pool). Nothing half-done stays behind them — each write is
 * one transaction — so the right answer is "try again in a moment", not an unexpected error. The
 * one exception, a connection lost during COMMIT, is CommitOutcomeUnknownError below.
 */
const READ_ONLY_SQL_TRANSACTION = '25006';
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly)/;

export function isConnectionError(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  if (typeof e.code === 'string') {
    if (NODE_CODES.has(e.code)) return true;
    // SQLSTATE: connection exception, too many connections, shutdown / cannot connect now.
    if (/^08[0-9A-Z]{3}$/.test(e.code) || /^57P0[1-3]$/.test(e.code) || e.code === '53300') return true;
    // read_only_sql_transaction: a connection opened to a primary that has since been demoted to a
    // standby (a failover); the pool drops it and the next one reaches the new primary (decision 055).
    if (e.code === READ_ONLY_SQL_TRANSACTION) return true;
  }
  return typeof e.message === 'string' && MESSAGES.test(e.message);
}

/**
 * The connection broke while its COMMIT was on its way: the transaction may have committed or not,
 * and nothing on this side can tell (decision 055). Answered 503 commit_outcome_unknown: the
 * request's Idempotency-Key decides on its retry (replayed if it committed, applied once if not).
 */
export class CommitOutcomeUnknownError extends Error {
  constructor(cause: unknown) {
    super('the connection broke during COMMIT: the transaction may or may not have committed', { cause });
  }
}
