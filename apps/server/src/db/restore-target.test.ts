/** What restore-check sees in a restore target: nothing in a new database, our schema in a used one. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { cloneTemplateDatabase } from '#server-test/clone-database.ts';
import { createDatabase, type Database } from './pool.ts';
import { describeRestoreTarget } from './restore-target.ts';

let empty: Database;
let used: Database;
beforeAll(async () => {
  const name = `fre_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0`);
  await admin.end();
  const url = new URL(inject('appDatabaseServerUrl'));
  url.pathname = `/${name}`;
  empty = createDatabase(url.toString(), { max: 1 });
  used = createDatabase(await cloneTemplateDatabase(), { max: 1 });
});
afterAll(async () => {
  await empty.close();
  await used.close();
});

describe('restore target', () => {
  it('a new database holds nothing', async () => {
    expect(await describeRestoreTarget(empty)).toMatchObject({ objects: 0, users: null, lastMigration: null });
  });

  it('a database with the schema names its users and last migration', async () => {
    await used.query(`INSERT INTO users (email, nickname, password_hash, referral_code, mining_rate_nano, created_at, updated_at)
                      VALUES ('a@example.test', 'restoreA', 'x', 'RA1', 1, now(), now())`);
    const target = await describeRestoreTarget(used);
    expect(target.objects).toBeGreaterThan(40);
    expect(target.users).toBe(1n);
    expect(target.lastMigration).toMatch(/^\d{3}-.+\.sql$/);
    expect(target.serverVersion).toMatch(/^\d+/);
  });
});
