/**
 * Named statements through PgBouncer in transaction mode (decision 087): kept per server
 * connection, learnt again when a server connection lost them, never used inside a transaction.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplateDatabase } from '#server-test/clone-database.ts';
import { freePort } from '#server-test/free-port.ts';
import { startPgBouncer, type PgBouncer } from '#server-test/pgbouncer.ts';
import { nextAttempt, queryNamedBehindPooler, wireName } from './named-behind-pooler.ts';
import { createDatabase, type Database } from './pool.ts';

const SQUARE = { name: 'square', text: 'SELECT $1::int * $1::int AS square' };

let pooler: PgBouncer;
let single: Database;
let shared: Database;
let side: pg.Client;

/** What the server connection a transaction lands on holds of `text`'s statement. */
async function heldOnServer(db: Database, statement: { name: string; text: string }) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ executions: number }>(
      'SELECT (generic_plans + custom_plans)::int AS executions FROM pg_prepared_statements WHERE name = $1',
      [wireName(statement.name, statement.text)],
    );
    return rows[0]?.executions ?? null;
  });
}

beforeAll(async () => {
  const clone = new URL(await cloneTemplateDatabase()).pathname.slice(1);
  // One server connection: every statement and transaction of `single` meets the same backend.
  pooler = await startPgBouncer({ serverUrl: inject('adminDatabaseUrl'), port: await freePort(), dir: path.join('/tmp', `fre-pgbouncer-named-${randomBytes(4).toString('hex')}`), poolSize: 1 });
  single = createDatabase(pooler.urlFor(clone), { max: 4 });
  side = new pg.Client({ connectionString: pooler.urlFor(clone) });
  await side.connect();
  shared = createDatabase(pooler.urlFor(clone), { max: 12 });
});

afterAll(async () => {
  await single?.close();
  await shared?.close();
  await side?.end();
  await pooler?.stop();
});

describe('a named statement behind the pooler', () => {
  it('is prepared once on the server connection and executed there without a new plan', async () => {
    for (let n = 1; n <= 5; n++) {
      const { rows } = await single.query<{ square: number }>({ ...SQUARE, values: [n] });
      expect(rows[0]!.square).toBe(n * n);
    }
    expect(await heldOnServer(single, SQUARE)).toBe(5);
  });

  it('is prepared again on a server connection that lost it', async () => {
    await single.query({ ...SQUARE, values: [2] });
    await side.query('DEALLOCATE ALL');
    expect(await heldOnServer(single, SQUARE)).toBeNull();
    const { rows } = await single.query<{ square: number }>({ ...SQUARE, values: [7] });
    expect(rows[0]!.square).toBe(49);
    expect(await heldOnServer(single, SQUARE)).toBe(1);
  });

  it('answers every one of many parallel calls over more clients than server connections', async () => {
    const cube = { name: 'cube', text: 'SELECT $1::int * $1::int * $1::int AS cube' };
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => shared.query<{ cube: number }>({ ...cube, values: [i] })));
    expect(answers.map((answer) => answer.rows[0]!.cube)).toEqual(Array.from({ length: 60 }, (_, i) => i * i * i));
  });

  it('is unnamed inside a transaction, where an unknown name would abort it', async () => {
    const twice = { name: 'twice-in-tx', text: 'SELECT $1::int * 2 AS twice' };
    const twiceValue = await single.transaction(async (tx) => (await tx.query<{ twice: number }>({ ...twice, values: [21] })).rows[0]!.twice);
    expect(twiceValue).toBe(42);
    expect(await heldOnServer(single, twice)).toBeNull();
  });

  it('fails with the statement\'s own error, not retried', async () => {
    // random() keeps the division from being folded while planning: it fails as it executes.
    const divide = { name: 'divide', text: 'SELECT 1 / ($1::int + floor(random())::int) AS quotient' };
    await single.query({ ...divide, values: [1] });
    await expect(single.query({ ...divide, values: [0] })).rejects.toMatchObject({ code: '22012' });
    expect(await heldOnServer(single, divide)).toBe(2);
  });
});

describe('the attempts', () => {
  it('binds first, parses when the server connection does not hold the name, sends it unnamed when the one reached does', async () => {
    const sent: { name?: string; parsed: boolean }[] = [];
    const connection = { parsedStatements: {} as Record<string, string>, submittedNamedStatements: {} as Record<string, string> };
    const failures = [{ code: '26000' }, { code: '42P05' }];
    const client = {
      connection,
      query: async (config: { name?: string }) => {
        sent.push({ name: config.name, parsed: config.name !== undefined && connection.parsedStatements[config.name] !== undefined });
        const failure = failures.shift();
        if (failure) throw Object.assign(new Error(failure.code), failure);
        return { rows: [{ square: 9 }] };
      },
    } as unknown as pg.PoolClient;
    const answer = await queryNamedBehindPooler(client, { ...SQUARE, values: [3] });
    expect(answer.rows).toEqual([{ square: 9 }]);
    const wire = wireName(SQUARE.name, SQUARE.text);
    expect(sent).toEqual([{ name: wire, parsed: true }, { name: wire, parsed: false }, { name: undefined, parsed: false }]);
  });

  it('stops at any other failure', () => {
    expect(nextAttempt('bind', '26000')).toBe('parse');
    expect(nextAttempt('parse', '42P05')).toBe('unnamed');
    expect(nextAttempt('parse', '26000')).toBeNull();
    expect(nextAttempt('bind', '42P05')).toBeNull();
    expect(nextAttempt('unnamed', '26000')).toBeNull();
    expect(nextAttempt('bind', '22012')).toBeNull();
    expect(nextAttempt('bind', undefined)).toBeNull();
  });

  it('names a statement by its text too, within PostgreSQL\'s 63 bytes', () => {
    const long = 'a-statement-name-longer-than-postgres-keeps-in-its-identifiers';
    expect(wireName('session-users', 'SELECT 1')).not.toBe(wireName('session-users', 'SELECT 2'));
    expect(wireName('session-users', 'SELECT 1')).toBe(wireName('session-users', 'SELECT 1'));
    expect(Buffer.byteLength(wireName(long, 'SELECT 1'))).toBeLessThanOrEqual(63);
  });
});
