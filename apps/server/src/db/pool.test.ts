/**
 * The pool's bounds (decision 038): a flow that holds a transaction never takes a second
 * connection, a refusal can keep what it recorded, and every wait ends. A connection that dies
 * never ends the process (decision 055).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplateDatabase } from '#server-test/clone-database.ts';
import { startCuttingProxy } from '#server-test/cutting-proxy.ts';
import { CommitOutcomeUnknownError, isConnectionError } from './connection-errors.ts';
import { DatabaseBusyError, busyReason } from './database-busy.ts';
import { CommitThenThrow, NestedConnectionError, createDatabase, type Database } from './pool.ts';
import { eventually } from '#server-test/eventually.ts';

let url: string;
let db: Database;

/** The same database without the run's pooler (npm run test:at-scale): a pooler refuses session parameters. */
const directUrl = () => {
  const direct = new URL(inject('adminDatabaseUrl'));
  direct.pathname = new URL(url).pathname;
  return direct.toString();
};

beforeAll(async () => {
  url = await cloneTemplateDatabase();
  db = createDatabase(url, { max: 3, connectTimeoutMs: 300, timeouts: { lockTimeoutMs: 200, statementTimeoutMs: 1_000 } });
  await db.query('CREATE TABLE pool_test (id int PRIMARY KEY, value text)');
  await db.query("INSERT INTO pool_test VALUES (1, 'a')");
});
afterAll(async () => {
  await db?.close();
});

describe('a flow that holds a transaction', () => {
  it('cannot query through the pool or open another transaction: it fails at once', async () => {
    await expect(db.transaction(() => db.query('SELECT 1'))).rejects.toBeInstanceOf(NestedConnectionError);
    await expect(db.transaction(() => db.transaction(async () => 1))).rejects.toBeInstanceOf(NestedConnectionError);
    await expect(db.transaction(() => db.lagTolerant.query('SELECT 1'))).rejects.toBeInstanceOf(NestedConnectionError);
  });

  it('may use the pool in work it started that runs after the transaction ended', async () => {
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.query('SELECT 1'));
    });
    await expect(later).resolves.toBeTruthy();
  });

  it('is caught after a timer and a statement, in each of transactions that follow one another', async () => {
    const strayQueryAfterWaiting = () => db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      await new Promise((resolve) => setTimeout(resolve, 5));
      return db.query('SELECT 1');
    });
    await expect(strayQueryAfterWaiting()).rejects.toBeInstanceOf(NestedConnectionError);
    await expect(strayQueryAfterWaiting()).rejects.toBeInstanceOf(NestedConnectionError);
  });

  it('is still caught once another flow\'s transaction, opened after it, has ended', async () => {
    let otherEnded!: () => void;
    const afterOther = new Promise<void>((resolve) => (otherEnded = resolve));
    const first = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      await afterOther;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return db.query('SELECT 1');
    });
    await db.transaction(async (tx) => tx.query('SELECT 1'));
    otherEnded();
    await expect(first).rejects.toBeInstanceOf(NestedConnectionError);
  });
});

describe('CommitThenThrow', () => {
  it('keeps what the transaction wrote, then fails with the error it carries', async () => {
    const refusal = new Error('refused');
    await expect(db.transaction(async (tx) => {
      await tx.query("UPDATE pool_test SET value = 'kept' WHERE id = 1");
      throw new CommitThenThrow(refusal);
    })).rejects.toBe(refusal);
    expect((await db.query<{ value: string }>('SELECT value FROM pool_test WHERE id = 1')).rows[0]!.value).toBe('kept');
  });

  it('any other error rolls back', async () => {
    await expect(db.transaction(async (tx) => {
      await tx.query("UPDATE pool_test SET value = 'lost' WHERE id = 1");
      throw new Error('boom');
    })).rejects.toThrow('boom');
    expect((await db.query<{ value: string }>('SELECT value FROM pool_test WHERE id = 1')).rows[0]!.value).toBe('kept');
  });
});

describe('bounded waits', () => {
  it('a row lock waited for past lock_timeout ends the transaction as busy', async () => {
    const holder = createDatabase(url, { max: 1 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    // Waiting for the lock itself, not a fixed 50 ms: on a busy host the holder's SELECT came
    // second, this test's transaction took the row, and the holder then kept it locked for the
    // rest of the file (its release never ran), so the next tests' writes waited until they timed out.
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const held = holder.transaction(async (tx) => {
      await tx.query('SELECT * FROM pool_test WHERE id = 1 FOR UPDATE');
      locked();
      await released;
    });
    try {
      await lockTaken;
      const started = Date.now();
      const error = await db.transaction((tx) => tx.query('SELECT * FROM pool_test WHERE id = 1 FOR UPDATE')).catch((e: unknown) => e);
      expect(busyReason(error)).toBe('lock_timeout');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      release();
      await held;
      await holder.close();
    }
  });

  it('a statement running past statement_timeout ends as busy', async () => {
    const error = await db.transaction((tx) => tx.query('SELECT pg_sleep(3)')).catch((e: unknown) => e);
    expect(busyReason(error)).toBe('statement_timeout');
  });

  it('no free connection within the wait limit: DatabaseBusyError, and the pool still works after', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: 3 }, () => db.transaction(() => gate));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const error = await db.query('SELECT 1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseBusyError);
    expect(busyReason(error)).toBe('pool_wait');
    expect(Date.now() - started).toBeLessThan(2_000);
    const waitingTransaction = await db.transaction(async () => 1).catch((e: unknown) => e);
    expect(waitingTransaction).toBeInstanceOf(DatabaseBusyError);
    release();
    await Promise.all(holders);
    expect((await db.query('SELECT 1 AS one')).rows[0]).toEqual({ one: 1 });
  });
});

describe('the bounds of a transaction', () => {
  const bounds = { lockTimeoutMs: 200, statementTimeoutMs: 1_000 };
  const shown = (tx: { query: Database['query'] }) =>
    tx.query<{ lock: string; statement: string; idle: string }>(
      "SELECT current_setting('lock_timeout') AS lock, current_setting('statement_timeout') AS statement, current_setting('idle_in_transaction_session_timeout') AS idle",
    ).then((result) => result.rows[0]);

  it.each([
    ['behind a pooler (set at each BEGIN)', false],
    ['on a direct connection (the session carries them)', true],
  ])('hold %s', async (_, preparedStatements) => {
    const own = createDatabase(preparedStatements ? directUrl() : url, { max: 1, preparedStatements, timeouts: bounds });
    try {
      expect(await own.transaction(shown)).toEqual({ lock: '200ms', statement: '1s', idle: '1s' });
      const error = await own.transaction((tx) => tx.query('SELECT pg_sleep(3)')).catch((e: unknown) => e);
      expect(busyReason(error)).toBe('statement_timeout');
    } finally {
      await own.close();
    }
  });
});

/** The statements each client of `database` is asked to send, in order. */
function recordStatements(database: Database): string[] {
  const sent: string[] = [];
  database.pool.on('acquire', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const [config] = args;
      sent.push(typeof config === 'string' ? config : String((config as { text?: string }).text));
      return query(...args);
    }) as typeof client.query;
  });
  return sent;
}

const valueOf = async (id: number) => (await db.query<{ value: string }>('SELECT value FROM pool_test WHERE id = $1', [id])).rows[0]?.value ?? null;

describe('a connection that dies', () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
  });
  afterAll(() => admin?.end());

  const terminate = async (pid: number) => {
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await eventually(async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount === 0);
    // The server's "terminating connection" reaches the client while it sends nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
  };

  it('between two statements: the transaction fails as "unavailable", sends no ROLLBACK, keeps nothing; the client is dropped and the pool works after', async () => {
    const own = createDatabase(url, { max: 1 });
    const sent = recordStatements(own);
    const released: (Error | undefined)[] = [];
    own.pool.on('release', (error: Error | undefined) => released.push(error));
    try {
      const error = await own.transaction(async (tx) => {
        await tx.query("UPDATE pool_test SET value = 'half done' WHERE id = 1");
        const { pid } = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!;
        await terminate(pid);
        await tx.query('SELECT 1');
      }).catch((e: unknown) => e);
      expect(isConnectionError(error), String(error)).toBe(true);
      expect(sent).not.toContain('ROLLBACK');
      expect(released).toHaveLength(1);
      expect(released[0]).toBeInstanceOf(Error);
      expect(await valueOf(1)).toBe('kept');
      expect((await own.transaction((tx) => tx.query('SELECT 1 AS one'))).rows[0]).toEqual({ one: 1 });
    } finally {
      await own.close();
    }
  });

  it('while idle in the pool: the next request gets a fresh connection', async () => {
    const own = createDatabase(url, { max: 1 });
    try {
      const { pid } = (await own.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!;
      await terminate(pid);
      const again = (await own.transaction((tx) => tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))).rows[0]!.pid;
      expect(again).not.toBe(pid);
    } finally {
      await own.close();
    }
  });

  it.each([
    ['reached the server: committed, its answer lost', true, 'committed'],
    ['never reached the server: rolled back', false, null],
  ])('during a COMMIT that %s: the outcome is unknown, and the pool works after', async (_, forward, kept) => {
    const target = new URL(url);
    const proxy = await startCuttingProxy({ host: target.hostname, port: Number(target.port) });
    const own = createDatabase(proxy.urlOf(url), { max: 1 });
    const id = forward ? 10 : 11;
    try {
      const cut = proxy.arm({ at: 'commit', after: 'commit-cut-marker', forward });
      const error = await own.transaction((tx) => tx.query("INSERT INTO pool_test VALUES ($1, 'committed') -- commit-cut-marker", [id])).catch((e: unknown) => e);
      await cut;
      expect(error).toBeInstanceOf(CommitOutcomeUnknownError);
      if (kept) expect(await eventually(async () => (await valueOf(id)) === kept)).toBe(true);
      else {
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await valueOf(id)).toBeNull();
      }
      expect((await own.transaction((tx) => tx.query('SELECT 1 AS one'))).rows[0]).toEqual({ one: 1 });
    } finally {
      await own.close();
      await proxy.close();
    }
  });

  it('that dies just after answering, while a transaction waits for it: the waiting transaction fails as "unavailable", the pool works after', async () => {
    const target = new URL(url);
    const proxy = await startCuttingProxy({ host: target.hostname, port: Number(target.port) });
    const own = createDatabase(proxy.urlOf(url), { max: 1 });
    try {
      await own.query('SELECT 1');
      const dying = proxy.arm({ at: 'answer', marker: 'dying-answer-marker' });
      const answered = own.query<{ one: number }>('SELECT 1 AS one -- dying-answer-marker');
      // The pool's only connection is busy: the transaction waits for it, and gets it as it dies.
      const waiting = own.transaction((tx) => tx.query('SELECT 2')).catch((e: unknown) => e);
      expect((await answered).rows).toEqual([{ one: 1 }]);
      await dying;
      const error = await waiting;
      expect(isConnectionError(error), String(error)).toBe(true);
      expect((await own.transaction((tx) => tx.query<{ three: number }>('SELECT 3 AS three'))).rows).toEqual([{ three: 3 }]);
    } finally {
      await own.close();
      await proxy.close();
    }
  });

  it('to a server that takes no writes (25006, a demoted primary): dropped, and answered as "unavailable"', async () => {
    // Direct: behind a transaction-mode pooler the session's SET would land on any server connection.
    const own = createDatabase(directUrl(), { max: 1 });
    let demoted = true;
    own.pool.on('connect', (client) => {
      if (demoted) void client.query('SET default_transaction_read_only = on');
    });
    try {
      let stalePid = 0;
      const error = await own.transaction(async (tx) => {
        stalePid = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
        await tx.query("UPDATE pool_test SET value = 'read only' WHERE id = 1");
      }).catch((e: unknown) => e);
      expect((error as { code?: string }).code).toBe('25006');
      expect(isConnectionError(error)).toBe(true);
      demoted = false;
      const next = await own.transaction(async (tx) => {
        await tx.query("UPDATE pool_test SET value = 'kept' WHERE id = 1");
        return (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      });
      expect(next).not.toBe(stalePid);
    } finally {
      await own.close();
    }
  });
});
