import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { CommitOutcomeUnknownError, isConnectionError } from './connection-errors.ts';
import { DatabaseBusyError } from './database-busy.ts';
import { queryNamedBehindPooler } from './named-behind-pooler.ts';
import { noteStatement } from './statement-count.ts';

// int8 columns (every amount) arrive as bigint, never as a lossy number or a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export type Queryable = Pick<pg.PoolClient, 'query'>;

export interface Database {
  pool: pg.Pool;
  query: Queryable['query'];
  /**
   * For reads that tolerate a few seconds of lag (leaderboard, global stats, admin lists): a read
   * replica when DATABASE_READ_URL is set and fresh enough, else the primary (read-replica.ts).
   * Never for what a player has just written: balance, session, own ledger, codes.
   */
  lagTolerant: Queryable;
  /** The read replica's state; null without DATABASE_READ_URL. */
  replicaStatus(): ReplicaStatus | null;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface ReplicaStatus {
  /** in_use: lag-tolerant reads go to the replica; lagging or down: they go to the primary. */
  state: 'in_use' | 'lagging' | 'down';
  lagMs: number | null;
  checkedAt: string | null;
  detail: string | null;
}

export interface DatabaseOptions {
  /** Most connections this process opens. */
  max?: number;
  /**
   * The connections are ours (a direct connection): the statements repositories name are prepared
   * once per connection, in transactions too, and the timeouts are session parameters. Without it
   * (the default, a transaction-mode pooler may stand between, decision 016) a named statement
   * outside a transaction is learnt per server connection (decision 087) and one inside a
   * transaction is sent unnamed.
   */
  preparedStatements?: boolean;
  /**
   * Give up after this long, both waiting for a free connection of the pool (then DatabaseBusyError)
   * and opening a new one (0: wait for ever, which a request must never do).
   */
  connectTimeoutMs?: number;
  /**
   * Bounds of every transaction: a row lock waited for longer than lockTimeoutMs, a statement
   * running longer than statementTimeoutMs or a transaction idle that long ends the transaction.
   * On a direct connection (`preparedStatements`) they are session parameters sent when it opens,
   * which bound single statements too; behind a pooler, where a session is not ours, they are set
   * with SET LOCAL at each BEGIN (decision 016).
   */
  timeouts?: { lockTimeoutMs: number; statementTimeoutMs: number };
}

/**
 * The transaction the current async flow holds, if any (decision 038). While it is open, the flow
 * must use the transaction's client: asking the pool for another connection is how parallel
 * requests, each holding one connection and waiting for another, freeze every route. The marker
 * outlives the transaction in callbacks it started; `open` tells whether it still holds it.
 */
const heldTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * Transactions open in this process. On Node 20 an AsyncLocalStorage, once entered, runs async
 * hooks for every promise, timer and socket write of the process, requests that never open a
 * transaction included: the marker is disabled whenever no transaction is open, and `run` enables
 * it again. A flow that got no marker meanwhile holds no transaction, and a marker left on older
 * work is a closed one, so the guard sees what it saw before (docs/decisions/086).
 */
let openTransactions = 0;

function transactionOpened(): void {
  openTransactions += 1;
}

function transactionClosed(): void {
  openTransactions -= 1;
  if (openTransactions === 0) heldTransaction.disable();
}

export class NestedConnectionError extends Error {
  constructor() {
    super('a pool connection was asked for while this flow holds a transaction: pass the transaction\'s client instead (decision 038)');
  }
}

function assertNoTransactionHeld(): void {
  if (heldTransaction.getStore()?.open) throw new NestedConnectionError();
}

const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

/** The pool's own "no connection came free in time", as the error the HTTP layer answers 503 database_busy to. */
function busyWhenPoolTimesOut(error: unknown): never {
  if (error instanceof Error && error.message === POOL_WAIT_TIMEOUT) throw new DatabaseBusyError('pool_wait', error);
  throw error;
}

type Send = (...args: unknown[]) => Promise<unknown>;

function isNamed(config: unknown): config is pg.QueryConfig & { name: string } {
  return typeof config === 'object' && config !== null && typeof (config as { name?: unknown }).name === 'string';
}

/** A query config without its statement name: an unnamed statement lives for one round trip. */
function unnamed(args: unknown[]): unknown[] {
  const [config] = args;
  if (!isNamed(config)) return args;
  const { name: _name, ...rest } = config;
  return [rest, ...args.slice(1)];
}

/**
 * The pool's own query. Behind a pooler (no `preparedStatements`), a named statement keeps its
 * name through queryNamedBehindPooler (decision 087), on a client of its own for its round trips.
 */
function poolQuery(pool: pg.Pool, preparedStatements: boolean): Send {
  const query = pool.query.bind(pool) as Send;
  if (preparedStatements) return query;
  return async (...args) => {
    const [config, values] = args;
    if (!isNamed(config)) return query(...args);
    const watched = await checkOut(pool);
    try {
      return await queryNamedBehindPooler(watched.client, Array.isArray(values) ? { ...config, values } : config);
    } catch (error) {
      if (watched.lost === null && isConnectionError(error)) watched.lost = error;
      throw error;
    } finally {
      watched.release();
    }
  };
}

/** A transaction client's query: behind a pooler every statement is unnamed (decision 016). */
function transactionQuery(client: pg.PoolClient, preparedStatements: boolean): Send {
  const query = client.query.bind(client) as Send;
  return preparedStatements ? query : (...args) => query(...unnamed(args));
}

/** A query, with each statement noted for the request that sends it. */
function counted(send: Send, guarded: boolean): Queryable['query'] {
  return ((...args: unknown[]) => {
    if (guarded) assertNoTransactionHeld();
    noteStatement();
    const sent = send(...args);
    return guarded ? sent.catch(busyWhenPoolTimesOut) : sent;
  }) as Queryable['query'];
}

/**
 * Thrown inside `transaction`: the transaction commits what it wrote so far, then `error` is thrown.
 * For a refusal that must be remembered (a wrong password or code counted toward the lockout) while
 * the request fails; throw it before anything but that record has been written.
 */
export class CommitThenThrow extends Error {
  constructor(readonly error: unknown) {
    super('commit, then throw');
  }
}

function beginStatement(timeouts: DatabaseOptions['timeouts'], sessionBound: boolean): string {
  if (!timeouts || sessionBound) return 'BEGIN';
  // One round trip: a simple query may hold several statements.
  return `BEGIN; SET LOCAL lock_timeout = ${timeouts.lockTimeoutMs}; SET LOCAL statement_timeout = ${timeouts.statementTimeoutMs}; SET LOCAL idle_in_transaction_session_timeout = ${timeouts.statementTimeoutMs}`;
}

/** A client of the pool while a transaction holds it, with the connection error it met, if any. */
interface WatchedClient {
  client: pg.PoolClient;
  lost: unknown;
  /** Back to the pool, or destroyed when its connection was lost. */
  release(): void;
}

/**
 * A client of the pool, watched from the moment the pool hands it over: its 'error' event (a socket
 * that dies between statements) would otherwise end the process (decision 055). The listener is
 * attached in the pool's own callback, not after an `await`: the answer that frees the client for
 * this transaction may arrive in the same read as its backend's FATAL, which pg emits at once,
 * before any promise continuation could run.
 */
function checkOut(pool: pg.Pool): Promise<WatchedClient> {
  return new Promise((resolve, reject) => {
    pool.connect((error, client) => {
      if (error || !client) {
        reject(error ?? new Error('the pool handed no client'));
        return;
      }
      const onError = (failure: unknown) => {
        watched.lost ??= failure;
      };
      const watched: WatchedClient = {
        client,
        lost: null,
        release() {
          client.removeListener('error', onError);
          const { lost } = watched;
          client.release(lost === null ? undefined : lost instanceof Error ? lost : new Error(String(lost)));
        },
      };
      client.on('error', onError);
      resolve(watched);
    });
  });
}

/** How long a silent connection waits before TCP asks whether the other side is still there. */
const KEEPALIVE_DELAY_MS = 10_000;

/**
 * COMMIT, with a connection lost on its way told apart: the transaction may have committed, so
 * this is never "nothing happened" (decision 055).
 */
async function commit(tx: Queryable): Promise<void> {
  try {
    await tx.query('COMMIT');
  } catch (error) {
    throw isConnectionError(error) ? new CommitOutcomeUnknownError(error) : error;
  }
}

export function createDatabase(connectionString: string, options: DatabaseOptions = {}): Database {
  const preparedStatements = options.preparedStatements ?? false;
  const { timeouts } = options;
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
    // A peer that vanished without a word (a failed-over host, a dropped NAT entry) is found by TCP
    // rather than by the next statement waiting on it.
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    // Session parameters in the startup packet: only on a direct connection, a pooler refuses them.
    ...(timeouts && preparedStatements
      ? { lock_timeout: timeouts.lockTimeoutMs, statement_timeout: timeouts.statementTimeoutMs, idle_in_transaction_session_timeout: timeouts.statementTimeoutMs }
      : {}),
  });
  pool.on('error', () => undefined); // a dropped idle client is replaced on next use
  const query = counted(poolQuery(pool, preparedStatements), true);
  const begin = beginStatement(timeouts, preparedStatements);
  return {
    pool,
    query,
    lagTolerant: { query },
    replicaStatus: () => null,
    async transaction(work) {
      assertNoTransactionHeld();
      const watched = await checkOut(pool).catch(busyWhenPoolTimesOut);
      const { client } = watched;
      const tx: Queryable = { query: counted(transactionQuery(client, preparedStatements), false) };
      const held = { open: true };
      transactionOpened();
      let result: Awaited<ReturnType<typeof work>>;
      let refusal: CommitThenThrow | null = null;
      try {
        await tx.query(begin);
        try {
          result = await heldTransaction.run(held, () => work(tx));
        } catch (error) {
          if (!(error instanceof CommitThenThrow)) throw error;
          refusal = error;
        }
        await commit(tx);
      } catch (error) {
        // A connection that broke (or that reaches a server taking no writes) is not rolled back:
        // the server ends its transaction when the connection goes, and a ROLLBACK sent on a socket
        // that is gone could only wait. It is destroyed, not given back to the pool.
        if (watched.lost === null && (isConnectionError(error) || error instanceof CommitOutcomeUnknownError)) watched.lost = error;
        if (watched.lost === null) await tx.query('ROLLBACK').catch((rollbackFailed: unknown) => void (watched.lost = rollbackFailed));
        throw error;
      } finally {
        held.open = false;
        transactionClosed();
        watched.release();
      }
      if (refusal) throw refusal.error;
      return result!;
    },
    close: () => pool.end(),
  };
}

/** Postgres unique-violation of a given constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
