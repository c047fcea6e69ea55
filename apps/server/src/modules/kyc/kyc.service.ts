import { ADULT_AGE, type KycFields } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { keysetPage, sortKeys } from '#server/db/keyset-page.ts';
import { isUniqueViolation } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Actor } from '#server/modules/admin-gate/admin-gate.service.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import { recordDecision } from '#server/modules/decisions/decisions.repository.ts';
import { insertNotification } from '#server/modules/notifications/notifications.repository.ts';
import { recordStage } from '#server/modules/request-tracking/record-stage.ts';
import { isOverdue, overdueBefore, trackKyc } from '#server/modules/request-tracking/request-tracking.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { createFileStore, type FileStore } from '#server/lib/uploads/file-store.ts';
import { reencodePhoto } from '#server/lib/uploads/reencode-photo.ts';
import * as repo from './kyc.repository.ts';

export interface KycUploads {
  documentFront?: Buffer | undefined;
  documentBack?: Buffer | undefined;
  selfie?: Buffer | undefined;
}

function isAdult(dateOfBirth: string, now: Date): boolean {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(birth.getTime()) || birth.getUTCMonth() !== month - 1) return false;
  const eighteenth = new Date(Date.UTC(year + ADULT_AGE, month - 1, day));
  return eighteenth.getTime() <= now.getTime();
}

export function createKycService(ctx: AppContext, store: FileStore = createFileStore(ctx.config, 'kyc')) {
  const { db, clock } = ctx;

  async function reencode(field: string, bytes: Buffer | undefined): Promise<Buffer> {
    if (!bytes) throw new AppError('validation_failed', {}, { fields: { [field]: { code: 'kyc_file_missing' } } });
    try {
      return await reencodePhoto(bytes);
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.code, {}, { fields: { [field]: { code: error.code } } }, error.status);
      throw error;
    }
  }

  /** An identity is tied to an address the player confirmed, not to Telegram alone (decision 045). */
  function requireConfirmedEmail(user: UserRow): void {
    if (!user.email_verified) throw new AppError('email_required');
  }

  return {
    /** Before the form is read: an account without a confirmed email is told so, not about its photos. */
    requireConfirmedEmail,

    async submit(user: UserRow, fields: KycFields, uploads: KycUploads) {
      requireConfirmedEmail(user);
      if (user.kyc_status === 'approved') throw new AppError('kyc_already_approved');
      if (user.kyc_status === 'pending') throw new AppError('kyc_already_pending');
      const now = clock.now();
      if (!isAdult(fields.dateOfBirth, now)) throw new AppError('kyc_underage', {}, { fields: { dateOfBirth: { code: 'kyc_underage' } } });
      const needsBack = fields.documentType !== 'passport';
      const front = await reencode('documentFront', uploads.documentFront);
      const back = needsBack ? await reencode('documentBack', uploads.documentBack) : null;
      const selfie = await reencode('selfie', uploads.selfie);
      const keys = { front: await store.put(user.id, front), back: back ? await store.put(user.id, back) : null, selfie: await store.put(user.id, selfie) };
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.insertSubmission(tx, { userId: user.id, fields, files: keys, now });
          await repo.setUserKycStatus(tx, user.id, 'pending', now);
          await recordStage(tx, { kind: 'kyc', requestId: row.id, userId: user.id, stage: 'received', now, notice: { type: 'kyc_received' } });
          return row;
        });
      } catch (error) {
        await Promise.all(Object.values(keys).filter((key): key is string => key !== null).map((key) => store.remove(key)));
        if (isUniqueViolation(error, 'kyc_identity_key')) throw new AppError('kyc_identity_in_use');
        if (isUniqueViolation(error, 'kyc_one_pending_per_user')) throw new AppError('kyc_already_pending');
        throw error;
      }
    },

    /** The latest check, with its timeline and, while it waits, its place in the queue (decision 062). */
    async status(user: UserRow) {
      const latest = await repo.latestOfUser(db, user.id);
      return {
        status: latest?.status ?? ('none' as const),
        reason: latest?.reason ?? null,
        submittedAt: latest?.submitted_at.toISOString() ?? null,
        reviewedAt: latest?.reviewed_at?.toISOString() ?? null,
        ...(await trackKyc(ctx, latest)),
      };
    },

    /** The owner or an admin only; anyone else is told it does not exist. */
    async file(requester: UserRow, submissionId: string, which: 'documentFront' | 'documentBack' | 'selfie'): Promise<Buffer> {
      if (!/^[0-9a-f-]{36}$/i.test(submissionId)) throw new AppError('not_found');
      const submission = await repo.findSubmission(db, submissionId);
      if (!submission || (submission.user_id !== requester.id && requester.role !== 'admin')) throw new AppError('not_found');
      const key = { documentFront: submission.front_file, documentBack: submission.back_file, selfie: submission.selfie_file }[which];
      const bytes = key ? await store.get(key) : null;
      if (!bytes) throw new AppError('not_found');
      // An admin opening the documents of a waiting check is its review starting (decision 062).
      if (submission.user_id !== requester.id && submission.status === 'pending') {
        await db.transaction((tx) => recordStage(tx, { kind: 'kyc', requestId: submission.id, userId: submission.user_id, stage: 'in_review', now: clock.now(), notice: { type: 'kyc_in_review' } }));
      }
      return bytes;
    },

    /** The back office's queue, each check flagged when it waits past its promise (decision 062). */
    async queue(status: 'pending' | 'approved' | 'rejected', request: { cursor?: string | undefined; limit: number }) {
      const now = clock.now();
      const [page, overdue] = await Promise.all([
        keysetPage({ cursor: request.cursor, limit: request.limit }, {
          parse: sortKeys.timeAndUuid,
          read: (after, limit) => repo.queue(db, status, after, limit),
          keyOf: (row) => [row.sort_at, row.id],
          item: (row) => ({ ...row, overdue: row.status === 'pending' && isOverdue('kyc', row.submitted_at, now) }),
        }),
        repo.countPendingSince(db, overdueBefore('kyc', now)),
      ]);
      return { ...page, overdue };
    },

    async review(actor: Actor, id: string, decision: 'approve' | 'reject', reason: string | undefined, category?: string) {
      if (decision === 'reject' && !reason) throw new AppError('validation_failed', {}, { fields: { reason: { code: 'reason_required' } } });
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('not_found');
      await db.transaction(async (tx) => {
        const now = clock.now();
        const status = decision === 'approve' ? 'approved' : 'rejected';
        const decided = await repo.decide(tx, { id, status, adminId: actor.user.id, reason: reason ?? null, now });
        if (!decided) throw new AppError((await repo.findSubmission(tx, id)) ? 'kyc_not_pending' : 'not_found');
        await repo.setUserKycStatus(tx, decided.user_id, status, now);
        // Recorded with the decision, told by the decision's own notice below.
        await recordStage(tx, { kind: 'kyc', requestId: id, userId: decided.user_id, stage: 'in_review', now });
        await recordStage(tx, { kind: 'kyc', requestId: id, userId: decided.user_id, stage: 'decided', now });
        // The reason was always shown to the player: it is the decision's note (decision 061).
        if (status === 'rejected') await recordDecision(tx, { userId: decided.user_id, kind: 'kyc_rejection', category: category ?? 'other', note: reason, subjectId: id, evidence: { submission: id }, decidedBy: actor.user.id, now });
        await insertNotification(tx, { userId: decided.user_id, type: `kyc_${status}`, params: reason ? { reason } : {}, link: '/kyc', now });
        await appendAudit(tx, { actorId: actor.user.id, actorLabel: actor.user.email, action: `kyc_${status}`, targetType: 'user', targetId: decided.user_id, after: { submission: id, reason: reason ?? null, ...(category ? { category } : {}) }, ip: actor.ip, now });
      });
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
