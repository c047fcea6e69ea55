import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ABUSE_DETECTION, abuseActionRequest, abuseClusterDetail, abuseClustersPage, abuseClustersQuery, abuseRunResponse,
  type AbuseAction, type AbuseClusterDetail, type AbuseClusterSummary,
} from '@fre/domain';
import { requireAdmin } from '#server/http/admin-guard.ts';
import type { ClusterRow, MemberRow } from './abuse-detection-rows.ts';
import type { createAbuseDetectionService } from './abuse-detection.service.ts';

const clusterParams = z.object({ id: z.string().max(20) });

function summary(row: ClusterRow): AbuseClusterSummary {
  return {
    id: row.id,
    kind: row.kind,
    score: row.score,
    status: row.status,
    memberCount: row.member_count,
    flaggedCount: row.flagged_count,
    referrer: row.referrer_id && row.referrer_nickname ? { id: row.referrer_id, nickname: row.referrer_nickname } : null,
    reasons: row.reasons,
    measures: { referralsFrozen: row.referrals_frozen, miningFrozen: row.mining_frozen, banned: row.banned },
    firstSignUpAt: row.first_sign_up_at.toISOString(),
    lastSignUpAt: row.last_sign_up_at.toISOString(),
    detectedAt: row.detected_at.toISOString(),
  };
}

function member(row: MemberRow, open: boolean): AbuseClusterDetail['members'][number] {
  return {
    id: row.user_id,
    nickname: row.nickname,
    email: row.email,
    role: row.role,
    referredBy: row.referred_by && row.referrer_nickname ? { id: row.referred_by, nickname: row.referrer_nickname } : null,
    signedUpAt: row.signed_up_at?.toISOString() ?? null,
    verifiedAfterSeconds: row.verified_after_seconds,
    firstMiningAfterSeconds: row.first_mining_after_seconds,
    sessions: row.sessions,
    otherActivity: row.other_activity,
    score: row.score,
    flagged: open && row.role === 'member' && row.score >= ABUSE_DETECTION.flagScore,
    traits: row.traits,
    referralCreditFrozen: row.referral_credit_frozen,
    miningFrozen: row.mining_frozen,
    banned: row.banned,
  };
}

/** /admin/abuse: clusters found by the detection job, and the operator's reversible measures. */
export function abuseDetectionRoutes(abuse: ReturnType<typeof createAbuseDetectionService>) {

  async function detail(id: string): Promise<AbuseClusterDetail> {
    const found = await abuse.detail(id);
    return {
      cluster: summary(found.cluster),
      members: found.members.map((row) => member(row, found.cluster.status === 'open')),
      // A fingerprint tells operators which members match, never the value behind the hash.
      sharedSignals: found.shared.map((signal) => ({ kind: signal.kind, fingerprint: signal.value.replaceAll('-', '').slice(0, 8), count: signal.count })),
      history: found.history.map((entry) => ({
        action: entry.action.replace(/^abuse_/, '') as AbuseAction,
        actorLabel: entry.actor_label,
        reason: String((entry.after as { reason?: unknown } | null)?.reason ?? ''),
        at: entry.created_at.toISOString(),
      })),
    };
  }

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/abuse/clusters', { schema: { tags: ['admin'], summary: 'Suspected multi-account clusters', querystring: abuseClustersQuery, response: { 200: abuseClustersPage } } }, async (request) => {
      const page = await abuse.list(request.query.status, request.query);
      return { items: page.items.map(summary), nextCursor: page.nextCursor, lastRunAt: page.lastRunAt?.toISOString() ?? null };
    });

    app.get('/api/admin/abuse/clusters/:id', { schema: { tags: ['admin'], summary: 'One suspected cluster with its accounts and signals', errors: ['not_found'], params: clusterParams, response: { 200: abuseClusterDetail } } }, async (request) =>
      detail(request.params.id));

    app.post('/api/admin/abuse/clusters/:id/actions', { schema: { tags: ['admin'], summary: 'Act on a suspected cluster', errors: ['not_found'], params: clusterParams, body: abuseActionRequest, response: { 200: abuseClusterDetail } } }, async (request) => {
      await abuse.act(requireAdmin(request), request.params.id, request.body.action, request.body.reason, request.body);
      return detail(request.params.id);
    });

    app.post('/api/admin/abuse/run', { schema: { tags: ['admin'], summary: 'Run the abuse detection now', response: { 200: abuseRunResponse } } }, async () => abuse.run());
  };
}
