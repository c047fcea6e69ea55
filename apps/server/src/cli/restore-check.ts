/**
 * npm run admin -- restore-check: run against the target (DATABASE_URL) before pg_restore. Exit 0
 * when it is empty, 1 with what it holds and what to do instead when not: restoring over existing
 * data is never what an operator wants, and pg_restore's own answer is a list of "already exists".
 */
import type { Database } from '#server/db/pool.ts';
import { describeRestoreTarget } from '#server/db/restore-target.ts';

export async function restoreCheckCommand(db: Database, url: string): Promise<number> {
  const target = await describeRestoreTarget(db);
  // server_version may carry the packager's suffix: "15.18 (Debian 15.18-0+deb12u1)".
  const where = `database "${target.database}" on ${new URL(url).host} (PostgreSQL ${target.serverVersion.split(' ')[0]})`;
  const major = target.serverVersion.split('.')[0];
  if (target.objects === 0) {
    console.log(`${where} is empty: ready for a restore.`);
    console.log(`  pg_restore --exit-on-error --single-transaction --no-owner -d "$DATABASE_URL" fre-….dump`);
    console.log(`  (pg_restore ${major} or newer; then npm run admin -- verify-ledger)`);
    return 0;
  }
  const holds = target.users === null
    ? `${target.objects} tables, sequences or functions`
    : `the FRE schema (last migration ${target.lastMigration ?? 'none'}) and ${target.users} users`;
  console.error(`Not restoring into ${where}: it already holds ${holds}.`);
  console.error('A restore over it would stop at the first table that exists (with --single-transaction nothing is written)');
  console.error('or, without --exit-on-error, carry on and leave old and restored rows mixed.');
  console.error('Restore into a new, empty database instead, then point DATABASE_URL at it:');
  console.error('  createdb -T template0 fre_restored');
  console.error('  DATABASE_URL=…/fre_restored npm run admin -- restore-check');
  console.error('  pg_restore --exit-on-error --single-transaction --no-owner -d …/fre_restored fre-….dump');
  console.error('To replace this database, stop the servers and drop it first (dropdb, createdb -T template0).');
  return 1;
}
