/**
 * Failures of the connection rather than of the statement: the database, its pooler or the network
 * is away (a restart, a failover, a full pool). Nothing half-done stays behind them — each write is
 * one transaction — so the right answer is "try again in a moment", not an unexpected error.
 */
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly)/;

export function isConnectionError(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  if (typeof e.code === 'string') {
    if (NODE_CODES.has(e.code)) return true;
    // SQLSTATE: connection exception, too many connections, shutdown / cannot connect now.
    if (/^08[0-9A-Z]{3}$/.test(e.code) || /^57P0[1-3]$/.test(e.code) || e.code === '53300') return true;
  }
  return typeof e.message === 'string' && MESSAGES.test(e.message);
}
