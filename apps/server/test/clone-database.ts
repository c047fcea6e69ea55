import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * A fresh database cloned from the migrated template of the test run (see global-setup.ts).
 * Returns the URL the app connects with: through the pooler when the run has one.
 */
export async function cloneTemplateDatabase(): Promise<string> {
  const name = `fre_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE fre_template`);
  } finally {
    await admin.end();
  }
  const url = new URL(inject('appDatabaseServerUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}
