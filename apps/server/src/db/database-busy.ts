/**
 * The database is up but cannot take this request now: no pool connection came free within the
 * wait limit, or a lock or statement ran past its timeout (decision 038). Answered 503
 * database_busy with Retry-After; nothing half-done stays behind (each write is one transaction).
 */
export class DatabaseBusyError extends Error {
  constructor(readonly reason: 'pool_wait' | 'lock_timeout' | 'statement_timeout', cause?: unknown) {
    super(`database busy: ${reason}`, { cause });
  }
}

/** lock_not_available (lock_timeout), query_canceled (statement_timeout), idle_in_transaction_session_timeout. */
const BUSY_SQLSTATES: Record<string, DatabaseBusyError['reason']> = { '55P03': 'lock_timeout', '57014': 'statement_timeout', '25P03': 'statement_timeout' };

/** Whether `error` means "busy, try again shortly" rather than a fault; the reason when it does. */
export function busyReason(error: unknown): DatabaseBusyError['reason'] | null {
  if (error instanceof DatabaseBusyError) return error.reason;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? (BUSY_SQLSTATES[code] ?? null) : null;
}
