import { ABUSE_ACTION_DECISION, ABUSE_DETECTION, DAY_MS, type AbuseAction, type DecisionKind } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { keysetPage } from '#server/db/keyset-page.ts';
import type { Queryable } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Actor } from '#server/modules/admin-gate/admin-gate.service.ts';
import { setBanned } from '#server/modules/admin-users/admin-users.repository.ts';
import { appendAudit, listAuditOfTarget } from '#server/modules/audit/audit.repository.ts';
import { liftMeasures, recordDecision } from '#server/modules/decisions/decisions.repository.ts';
import { revokeAllSessions } from '#server/modules/account/sessions/sessions.repository.ts';
import { detectClusters } from './detect-clusters.ts';
import * as repo from './abuse-detection.repository.ts';

const HISTORY_LIMIT = 50;
/** The decision each measure makes on a member, and the one its undo lifts. */
const MEASURE_DECISION: Record<'referrals_frozen' | 'mining_frozen' | 'banned', DecisionKind> = { referrals_frozen: 'referral_freeze', mining_frozen: 'mining_freeze', banned: 'ban' };
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

/** A cluster's sort key: its score (0–100) and its bigint id, as a string. */
function scoreAndId(values: unknown[]): { score: number; id: string } | null {
  const [score, id] = values;
  return values.length === 2 && Number.isInteger(score) && (score as number) >= 0 && (score as number) <= 100 && typeof id === 'string' && /^\d{1,18}$/.test(id) ? { score: score as number, id } : null;
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

    /** Clusters by score, then newest (score, id), a page at a time; and when the job last ran. */
    async list(status: 'open' | 'legitimate' | 'all', request: { cursor?: string | undefined; limit: number }) {
      const page = await keysetPage({ cursor: request.cursor, limit: request.limit }, {
        parse: scoreAndId,
        read: (after, limit) => repo.listClusters(db, { status, after, limit }),
        keyOf: (row) => [row.score, row.id],
        item: (row) => row,
      });
      return { ...page, lastRunAt: await repo.lastDetectionAt(db, DETECTION_JOB) };
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
    async act(actor: Actor, clusterId: string, action: AbuseAction, reason: string, told: { category?: string | undefined; note?: string | undefined } = {}) {
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
        // Each member told why (decision 061): the category and the note, never the cluster's evidence, which the appeal's admin reads.
        if (effect.state !== 'status' && ABUSE_ACTION_DECISION[action]) {
          const evidence = { reason, cluster: { id: clusterId, kind: cluster.kind, score: cluster.score, reasons: cluster.reasons } };
          for (const userId of users) await recordDecision(tx, { userId, kind: ABUSE_ACTION_DECISION[action], category: told.category ?? 'other', note: told.note, evidence, decidedBy: actor.user.id, now });
        } else if (effect.state !== 'status') await liftMeasures(tx, users, MEASURE_DECISION[effect.state], now);
        await repo.updateClusterState(tx, clusterId, { [effect.state]: effect.on });
        await appendAudit(tx, {
          actorId: actor.user.id, actorLabel: actor.user.email, action: `abuse_${action}`, targetType: 'abuse_cluster', targetId: clusterId,
          before: { [effect.state]: before }, after: { [effect.state]: effect.on, reason, users, ...(told.category ? { category: told.category, note: told.note ?? null } : {}) }, ip: actor.ip, now,
        });
      });
    },
  };
}
