/**
 * The pool's bounds (decision 038): a flow that holds a transaction never takes a second
 * connection, a refusal can keep what it recorded, and every wait ends.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplateDatabase } from '#server-test/clone-database.ts';
import { DatabaseBusyError, busyReason } from './database-busy.ts';
import { CommitThenThrow, NestedConnectionError, createDatabase, type Database } from './pool.ts';

let url: string;
let db: Database;

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
    const held = holder.transaction(async (tx) => {
      await tx.query('SELECT * FROM pool_test WHERE id = 1 FOR UPDATE');
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const error = await db.transaction((tx) => tx.query('SELECT * FROM pool_test WHERE id = 1 FOR UPDATE')).catch((e: unknown) => e);
    expect(busyReason(error)).toBe('lock_timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
    release();
    await held;
    await holder.close();
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

  // The same database without the run's pooler (npm run test:at-scale): a pooler refuses session parameters.
  const directUrl = () => {
    const direct = new URL(inject('adminDatabaseUrl'));
    direct.pathname = new URL(url).pathname;
    return direct.toString();
  };

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
