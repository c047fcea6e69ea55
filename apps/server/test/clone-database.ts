import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh database cloned from the migrated template of the test run (see global-setup.ts); returns its URL. */
export async function cloneTemplateDatabase(adminUrl: string): Promise<string> {
  const name = `fre_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE fre_template`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
