import { ABUSE_DETECTION, DAY_MS, type AbuseAction } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Actor } from '#server/modules/admin-gate/admin-gate.service.ts';
import { setBanned } from '#server/modules/admin-users/admin-users.repository.ts';
import { appendAudit, listAuditOfTarget } from '#server/modules/audit/audit.repository.ts';
import { revokeAllSessions } from '#server/modules/account/sessions/sessions.repository.ts';
import { detectClusters } from './detect-clusters.ts';
import * as repo from './abuse-detection.repository.ts';

const HISTORY_LIMIT = 50;
/** The periodic job's name (composition/jobs.ts): its lease row says when it last succeeded. */
export const DETECTION_JOB = 'abuse-detection';

/** What each action changes, and the action that undoes it. */
const ACTION_EFFECT: Record<AbuseAction, { state: 'status' | 'referrals_frozen' | 'mining_frozen' | 'banned'; on: boolean | 'legitimate' | 'open' }> = {
  mark_legitimate: { state: 'status', on: 'legitimate' },
  reopen: { state: 'status', on: 'open' },
  freeze_referrals: { state: 'referrals_frozen', on: true },
  unfreeze_referrals: { state: 'referrals_frozen', on: false },
  freeze_mining: { state: 'mining_frozen', on: true },
  unfreeze_mining: { state: 'mining_frozen', on: false },
  ban: { state: 'banned', on: true },
  unban: { state: 'banned', on: false },
};

function encodeCursor(row: repo.ClusterRow): string {
  return Buffer.from(`${row.score}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string | undefined): { score: number; id: string } | null {
  if (!cursor) return null;
  const [score, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!/^\d{1,3}$/.test(score ?? '') || !/^\d{1,18}$/.test(id ?? '')) throw new AppError('validation_failed');
  return { score: Number(score), id: id! };
}

export function createAbuseDetectionService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  /** Reads the recent sign-ups, finds the clusters and writes them: never a measure on an account. */
  async function run(): Promise<{ clusters: number; flagged: number }> {
    const now = clock.now();
    const { accounts, referrers } = await repo.loadSnapshot(db, new Date(now.getTime() - ABUSE_DETECTION.lookbackDays * DAY_MS));
    const clusters = detectClusters(accounts, referrers);
    await db.transaction((tx) => repo.saveClusters(tx, clusters, now));
    const flagged = new Set(clusters.flatMap((cluster) => cluster.members.filter((member) => member.role === 'member' && member.score >= ABUSE_DETECTION.flagScore).map((member) => member.userId)));
    return { clusters: clusters.length, flagged: flagged.size };
  }

  async function applyMeasure(tx: Queryable, clusterId: string, state: 'referrals_frozen' | 'mining_frozen' | 'banned', on: boolean, now: Date): Promise<string[]> {
    if (state === 'referrals_frozen') return repo.setMemberMeasure(tx, clusterId, 'referral_credit_frozen_at', on, now);
    if (state === 'mining_frozen') return repo.setMemberMeasure(tx, clusterId, 'mining_frozen_at', on, now);
    const changed: string[] = [];
    for (const userId of await repo.memberIds(tx, clusterId)) {
      if (!(await setBanned(tx, userId, on, now))) continue;
      // A banned account is signed out everywhere, as from its own user page.
      if (on) await revokeAllSessions(tx, userId, now);
      changed.push(userId);
    }
    return changed;
  }

  return {
    run,

    async list(status: 'open' | 'legitimate' | 'all', cursor: string | undefined, limit: number) {
      const rows = await repo.listClusters(db, { status, after: decodeCursor(cursor), limit: limit + 1 });
      const page = rows.slice(0, limit);
      return { clusters: page, nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null, lastRunAt: await repo.lastDetectionAt(db, DETECTION_JOB) };
    },

    async detail(clusterId: string) {
      if (!/^\d{1,18}$/.test(clusterId)) throw new AppError('not_found');
      const cluster = await repo.findCluster(db, clusterId);
      if (!cluster) throw new AppError('not_found');
      const [members, shared, history] = await Promise.all([
        repo.listMembers(db, clusterId), repo.listSharedSignals(db, clusterId), listAuditOfTarget(db, 'abuse_cluster', clusterId, HISTORY_LIMIT),
      ]);
      return { cluster, members, shared, history };
    },

    /**
     * One operator decision on a cluster, with its audit entry in the same transaction. Measures
     * act on the members from now on and each has its undo; detection itself never calls this.
     */
    async act(actor: Actor, clusterId: string, action: AbuseAction, reason: string) {
      if (!/^\d{1,18}$/.test(clusterId)) throw new AppError('not_found');
      const effect = ACTION_EFFECT[action];
      await db.transaction(async (tx) => {
        const cluster = await repo.findCluster(tx, clusterId, { lock: true });
        if (!cluster) throw new AppError('not_found');
        const now = clock.now();
        const before = effect.state === 'status' ? cluster.status : cluster[effect.state];
        // Already so (a double click, two operators at once): nothing to do, nothing to audit.
        if (before === effect.on) return;
        const users = effect.state === 'status' ? [] : await applyMeasure(tx, clusterId, effect.state, effect.on as boolean, now);
        await repo.updateClusterState(tx, clusterId, { [effect.state]: effect.on });
        await appendAudit(tx, {
          actorId: actor.user.id, actorLabel: actor.user.email, action: `abuse_${action}`, targetType: 'abuse_cluster', targetId: clusterId,
          before: { [effect.state]: before }, after: { [effect.state]: effect.on, reason, users }, ip: actor.ip, now,
        });
      });
    },
  };
}
