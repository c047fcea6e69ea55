import type { Queryable } from '#server/db/pool.ts';

// Leases are timed by the database's clock: every instance reads the same one.

/** Takes the job's lease when nobody holds it or the holder's lease ran out; true when taken. */
export async function takeLease(db: Queryable, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO job_leases AS l (name, holder, expires_at, last_started_at)
     VALUES ($1, $2, clock_timestamp() + $3 * interval '1 millisecond', clock_timestamp())
     ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at, last_started_at = excluded.last_started_at
       WHERE l.expires_at <= clock_timestamp()
     RETURNING name`,
    [name, holder, ttlMs],
  );
  return result.rowCount === 1;
}

/** Extends a lease still held by `holder`; false when it was lost (ran out and taken). */
export async function renewLease(db: Queryable, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const result = await db.query(
    `UPDATE job_leases SET expires_at = clock_timestamp() + $3 * interval '1 millisecond' WHERE name = $1 AND holder = $2`,
    [name, holder, ttlMs],
  );
  return result.rowCount === 1;
}

/** Ends the lease at once and records the outcome of the run. */
export async function releaseLease(db: Queryable, name: string, holder: string, error: string | null): Promise<void> {
  await db.query(
    `UPDATE job_leases SET expires_at = clock_timestamp(), last_finished_at = clock_timestamp(),
       last_succeeded_at = CASE WHEN $3::text IS NULL THEN clock_timestamp() ELSE last_succeeded_at END, last_error = $3
     WHERE name = $1 AND holder = $2`,
    [name, holder, error?.slice(0, 500) ?? null],
  );
}

export interface JobLeaseRow {
  name: string;
  holder: string;
  expires_at: Date;
  last_started_at: Date;
  last_finished_at: Date | null;
  last_succeeded_at: Date | null;
  last_error: string | null;
}

export async function listLeases(db: Queryable): Promise<JobLeaseRow[]> {
  const result = await db.query<JobLeaseRow>('SELECT name, holder, expires_at, last_started_at, last_finished_at, last_succeeded_at, last_error FROM job_leases ORDER BY name');
  return result.rows;
}
