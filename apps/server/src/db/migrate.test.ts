/** Migrations when several servers start together, through a pooler too (npm run test:at-scale). */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { migrate } from './migrate.ts';
import { createDatabase, type Database } from './pool.ts';

let servers: Database[];
beforeAll(async () => {
  const name = `fre_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(inject('appDatabaseServerUrl'));
  url.pathname = `/${name}`;
  servers = Array.from({ length: 4 }, () => createDatabase(url.toString(), { max: 2 }));
});
afterAll(async () => {
  for (const db of servers) await db.close();
});

describe('migrations', () => {
  it('are applied once when four servers start together on an empty database', async () => {
    const applied = await Promise.all(servers.map((db) => migrate(db)));
    const files = applied.flat();
    expect(files.length).toBeGreaterThan(10);
    expect(new Set(files).size).toBe(files.length);
    expect(applied.filter((list) => list.length > 0)).toHaveLength(1);
    const recorded = await servers[0]!.query<{ count: bigint }>('SELECT count(*) AS count FROM schema_migrations');
    expect(Number(recorded.rows[0]!.count)).toBe(files.length);
    expect(await migrate(servers[1]!)).toEqual([]);
  });
});
