import type { KycFields } from '@fre/domain';
import type { Queryable } from '#server/db/pool.ts';
import { SORT_TIME } from '#server/db/keyset-page.ts';

export interface KycRow {
  id: string;
  user_id: string;
  status: 'pending' | 'approved' | 'rejected';
  first_name: string;
  last_name: string;
  date_of_birth: string;
  nationality: string;
  phone: string;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  document_type: KycFields['documentType'];
  document_number: string;
  front_file: string;
  back_file: string | null;
  selfie_file: string;
  submitted_at: Date;
  reviewed_at: Date | null;
  reason: string | null;
  /** The photos' deletion (retention job or account deletion, decision 025). */
  files_deleted_at: Date | null;
}

export async function insertSubmission(db: Queryable, s: { userId: string; fields: KycFields; files: { front: string; back: string | null; selfie: string }; now: Date }): Promise<KycRow> {
  const f = s.fields;
  const result = await db.query<KycRow>(
    `INSERT INTO kyc_submissions (user_id, first_name, last_name, date_of_birth, nationality, phone, address, city, postal_code, country,
       document_type, document_number, front_file, back_file, selfie_file, submitted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING *, date_of_birth::text AS date_of_birth`,
    [s.userId, f.firstName, f.lastName, f.dateOfBirth, f.nationality, f.phoneNumber, f.address, f.city, f.postalCode, f.country,
      f.documentType, f.documentNumber.toUpperCase(), s.files.front, s.files.back, s.files.selfie, s.now],
  );
  return result.rows[0]!;
}

export async function latestOfUser(db: Queryable, userId: string): Promise<KycRow | null> {
  const result = await db.query<KycRow>('SELECT *, date_of_birth::text AS date_of_birth FROM kyc_submissions WHERE user_id = $1 ORDER BY submitted_at DESC LIMIT 1', [userId]);
  return result.rows[0] ?? null;
}

export async function findSubmission(db: Queryable, id: string): Promise<KycRow | null> {
  const result = await db.query<KycRow>('SELECT *, date_of_birth::text AS date_of_birth FROM kyc_submissions WHERE id = $1', [id]);
  return result.rows[0] ?? null;
}

export async function setUserKycStatus(db: Queryable, userId: string, status: string, now: Date): Promise<void> {
  await db.query('UPDATE users SET kyc_status = $2, updated_at = $3 WHERE id = $1', [userId, status, now]);
}

/** pending → approved/rejected once (two admins deciding at once: one wins). */
export async function decide(db: Queryable, d: { id: string; status: 'approved' | 'rejected'; adminId: string; reason: string | null; now: Date }): Promise<KycRow | null> {
  const result = await db.query<KycRow>(
    `UPDATE kyc_submissions SET status = $2, reviewed_by = $3, reason = $4, reviewed_at = $5
     WHERE id = $1 AND status = 'pending' RETURNING *, date_of_birth::text AS date_of_birth`,
    [d.id, d.status, d.adminId, d.reason, d.now],
  );
  return result.rows[0] ?? null;
}

export type KycQueueRow = KycRow & { nickname: string; email: string; sort_at: string };

/** The back office's queue, a page at a time: the pending oldest first (who waited longest), the decided newest first. */
export async function queue(db: Queryable, status: 'pending' | 'approved' | 'rejected', after: { at: string; id: string } | null, limit: number): Promise<KycQueueRow[]> {
  const pending = status === 'pending';
  const result = await db.query<KycQueueRow>(
    `SELECT k.*, k.date_of_birth::text AS date_of_birth, u.nickname, u.email, ${SORT_TIME('k.submitted_at')} AS sort_at
     FROM kyc_submissions k JOIN users u ON u.id = k.user_id
     WHERE k.status = $1 AND u.deleted_at IS NULL
       AND ($2::timestamptz IS NULL OR (k.submitted_at, k.id) ${pending ? '>' : '<'} ($2::timestamptz, $3::uuid))
     ORDER BY k.submitted_at ${pending ? 'ASC' : 'DESC'}, k.id ${pending ? 'ASC' : 'DESC'} LIMIT $4`,
    [status, after?.at ?? null, after?.id ?? null, limit],
  );
  return result.rows;
}

/** How many checks wait since before `since` (past their promise): the queue's count, whatever page is shown. */
export async function countPendingSince(db: Queryable, since: Date): Promise<number> {
  const result = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM kyc_submissions k JOIN users u ON u.id = k.user_id
     WHERE k.status = 'pending' AND u.deleted_at IS NULL AND k.submitted_at < $1`,
    [since],
  );
  return result.rows[0]!.n;
}
