import { DAY_MS, HOUR_MS, TRACKING, type RequestQueue, type RequestStage, type TimelineStage } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { expectedBy } from './expected-by.ts';
import { eventsOf, queuePositions, reviewTimes, type EventRow, type RequestKind, type StoredStage } from './request-events.repository.ts';
import { buildTimeline } from './timeline.ts';

/** What GET /api/withdrawals items and GET /api/kyc carry (decision 062). */
export interface Tracking {
  timeline: TimelineStage[];
  queue: RequestQueue | null;
}

/** The fields of a withdrawal its tracking reads (the withdrawals module's row has them). */
export interface TrackedWithdrawal {
  id: string;
  status: string;
  created_at: Date;
  approvals_needed: number;
  tx_hash: string | null;
}

/** The fields of a KYC submission its tracking reads. */
export interface TrackedKyc {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
  submitted_at: Date;
}

type TrackingContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

const WITHDRAWAL_FINISHED = new Set(['completed', 'rejected', 'failed']);
const KYC_STAGES: readonly RequestStage[] = ['received', 'in_review', 'decided'];
const withdrawalStages = (approvalsNeeded: number): readonly RequestStage[] =>
  ['received', 'in_review', ...(approvalsNeeded > 1 ? (['second_approval'] as const) : []), 'decided', 'sent', 'confirmed'];

/** Past its promise (TRACKING.overdueHours): flagged to admins, and the player is told. */
export const isOverdue = (kind: RequestKind, since: Date, now: Date): boolean => now.getTime() - since.getTime() > TRACKING.overdueHours[kind] * HOUR_MS;

/** The time before which a still open request is overdue. */
export const overdueBefore = (kind: RequestKind, now: Date): Date => new Date(now.getTime() - TRACKING.overdueHours[kind] * HOUR_MS);

/** A payout's transaction on the public explorer of the network the product pays on. */
export const explorerUrl = (network: 'mainnet' | 'testnet', hash: string): string =>
  `https://${network === 'testnet' ? 'testnet.' : ''}tonviewer.com/transaction/${encodeURIComponent(hash)}`;

function byRequest(events: EventRow[]): Map<string, Map<StoredStage, Date>> {
  const map = new Map<string, Map<StoredStage, Date>>();
  for (const event of events) {
    const stages = map.get(event.request_id) ?? new Map<StoredStage, Date>();
    stages.set(event.stage, event.at);
    map.set(event.request_id, stages);
  }
  return map;
}

/** The review times the expected dates read, only when some request waits for one. */
const history = (ctx: TrackingContext, kind: RequestKind, now: Date, anyWaiting: boolean) =>
  anyWaiting ? reviewTimes(ctx.db, kind, new Date(now.getTime() - TRACKING.historyDays * DAY_MS), TRACKING.percentile) : Promise.resolve({ samples: 0, ms: null });

function queueOf(kind: RequestKind, position: number | undefined, receivedAt: Date, now: Date, times: { samples: number; ms: number | null }): RequestQueue | null {
  if (position === undefined) return null;
  return { position, expectedBy: expectedBy(receivedAt, now, times, TRACKING.overdueHours[kind])?.toISOString() ?? null, late: isOverdue(kind, receivedAt, now) };
}

/** The tracking of a page of withdrawals: three statements whatever the page's size (events, positions, review times). */
export async function trackWithdrawals(ctx: TrackingContext, rows: readonly TrackedWithdrawal[]): Promise<Map<string, Tracking>> {
  const now = ctx.clock.now();
  const waiting = rows.filter((row) => row.status === 'requested').map((row) => row.id);
  const [events, positions, times] = await Promise.all([
    eventsOf(ctx.db, 'withdrawal', rows.map((row) => row.id)),
    queuePositions(ctx.db, 'withdrawal', waiting),
    history(ctx, 'withdrawal', now, waiting.length > 0),
  ]);
  const stagesOf = byRequest(events);
  return new Map(rows.map((row) => {
    const at = stagesOf.get(row.id) ?? new Map<StoredStage, Date>();
    const finished = WITHDRAWAL_FINISHED.has(row.status);
    const timeline = buildTimeline({
      stages: withdrawalStages(row.approvals_needed),
      at,
      finished,
      late: !finished && isOverdue('withdrawal', row.created_at, now),
      outcome: row.status === 'rejected' ? 'rejected' : 'approved',
      explorerUrl: row.tx_hash ? explorerUrl(ctx.config.ton.network, row.tx_hash) : null,
    });
    return [row.id, { timeline, queue: queueOf('withdrawal', positions.get(row.id), row.created_at, now, times) }];
  }));
}

/** The tracking of a player's latest identity check (an empty timeline before the first). */
export async function trackKyc(ctx: TrackingContext, row: TrackedKyc | null): Promise<Tracking> {
  if (!row) return { timeline: [], queue: null };
  const now = ctx.clock.now();
  const waiting = row.status === 'pending';
  const [events, positions, times] = await Promise.all([
    eventsOf(ctx.db, 'kyc', [row.id]),
    queuePositions(ctx.db, 'kyc', waiting ? [row.id] : []),
    history(ctx, 'kyc', now, waiting),
  ]);
  const timeline = buildTimeline({
    stages: KYC_STAGES,
    at: byRequest(events).get(row.id) ?? new Map(),
    finished: !waiting,
    late: waiting && isOverdue('kyc', row.submitted_at, now),
    outcome: waiting ? null : row.status === 'approved' ? 'approved' : 'rejected',
    explorerUrl: null,
  });
  return { timeline, queue: queueOf('kyc', positions.get(row.id), row.submitted_at, now, times) };
}
