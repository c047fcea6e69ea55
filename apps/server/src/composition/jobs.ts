import { ABUSE_DETECTION, PRICE, SHOP, TRACKING } from '@fre/domain';
import { openHotWallet } from '#server/modules/payouts/hot-wallet.ts';
import { createPayoutService, type PayoutService } from '#server/modules/payouts/payouts.service.ts';
import { createTonApiClient } from '#server/modules/payouts/ton-api-client.ts';
import { sweepHits } from '#server/http/rate-limit/rate-limit.repository.ts';
import { deleteExpiredSignals } from '#server/modules/abuse-signals/signal-retention.ts';
import { deleteExpiredKycFiles } from '#server/modules/kyc/kyc-file-retention.ts';
import { deleteExpiredKycRecords } from '#server/modules/kyc/kyc-record-retention.ts';
import { eraseExpiredAccountingRecords } from '#server/modules/my-data/accounting-record-retention.ts';
import { deleteExpiredTickets } from '#server/modules/support/ticket-retention.ts';
import { sweepBotChallenges } from '#server/modules/bot-challenge/challenge-sweep.ts';
import { sweepIdempotencyKeys } from '#server/modules/idempotency/idempotency-sweep.ts';
import { SNAPSHOT_JOB } from '#server/modules/proof-of-liabilities/liability-snapshot.service.ts';
import { createRootAnchorService, type RootAnchorService } from '#server/modules/proof-of-liabilities/root-anchor.service.ts';
import { OVERDUE_JOB, scanOverdue } from '#server/modules/request-tracking/overdue-scan.ts';
import { DETECTION_JOB } from '#server/modules/abuse-detection/abuse-detection.service.ts';
import type { PeriodicJob } from '#server/jobs/job-runner.ts';
import type { InstanceContext } from './instance-context.ts';
import { createServices, type Services } from './services.ts';

/**
 * The hot wallet's one turn (one lease, 'payouts'): the payouts and the proof of liabilities'
 * anchor share its seqno, so one message is in flight at a time (docs/decisions/057). The anchor
 * goes first when nothing of the payouts is in flight; the payouts wait while it is.
 */
export function hotWalletJob(payouts: PayoutService, anchors: RootAnchorService) {
  return async () => {
    const anchor = await anchors.turn();
    if (['signed', 'broadcast', 'rebroadcast', 'waiting'].includes(anchor)) return anchor;
    return payouts.turn();
  };
}

/**
 * Every periodic job of the product, with its period; each run recorded when metrics are on.
 * `services`: the instance's, shared with its routes (main.ts); a test's jobs get their own.
 */
export async function backgroundJobs(ctx: InstanceContext, services?: Services): Promise<PeriodicJob[]> {
  const { stats, shop, price, push, health, abuseDetection, liabilitySnapshots } = services ?? (await createServices(ctx));
  const hot = ctx.config.hotWallet;
  const wallet = hot ? await openHotWallet(hot.mnemonic, hot.version) : null;
  const api = hot ? createTonApiClient(hot.apiUrl, hot.apiKey) : null;
  const hotWalletTurn = wallet && api ? hotWalletJob(createPayoutService(ctx, wallet, api, hot!.jettonWallet), createRootAnchorService(ctx, wallet, api)) : null;
  const jobs: PeriodicJob[] = [
    ...(hotWalletTurn ? [{ name: 'payouts', everyMs: 10_000, run: hotWalletTurn }] : []),
    { name: 'stats-rollup', everyMs: 5 * 60_000, run: () => stats.refresh() },
    { name: 'health-check', everyMs: 5 * 60_000, run: () => health.check() },
    { name: 'rate-limit-sweep', everyMs: 10 * 60_000, run: async () => void (await sweepHits(ctx.db, 60 * 60_000)) },
    // The privacy policy's promise: sign-up and sign-in signals go after ABUSE_SIGNALS.retentionDays.
    { name: 'abuse-signals-retention', everyMs: 60 * 60_000, run: () => deleteExpiredSignals(ctx) },
    // Identity photos go KYC_FILE_RETENTION_DAYS after the decision; the decision stays (decision 025).
    { name: 'kyc-file-retention', everyMs: 60 * 60_000, run: async () => void (await deleteExpiredKycFiles(ctx)) },
    // The identity-check record of a deleted account goes MY_DATA.amlRetentionYears after the deletion (decision 058).
    { name: 'kyc-record-retention', everyMs: 24 * 60 * 60_000, run: async () => void (await deleteExpiredKycRecords(ctx)) },
    // The accounting records of a deleted account go MY_DATA.accountingRetentionYears after the deletion (decision 058).
    { name: 'accounting-record-retention', everyMs: 24 * 60 * 60_000, run: async () => void (await eraseExpiredAccountingRecords(ctx)) },
    // Closed support tickets and their screenshots go MY_DATA.supportTicketRetentionYears after closing (decision 058).
    { name: 'support-ticket-retention', everyMs: 60 * 60_000, run: async () => void (await deleteExpiredTickets(ctx)) },
    // Spent challenges once expired, failures once out of their window (decision 021).
    { name: 'bot-challenge-sweep', everyMs: 5 * 60_000, run: () => sweepBotChallenges(ctx) },
    // Stored answers of idempotency keys once older than IDEMPOTENCY.retentionMs (decision 053).
    { name: 'idempotency-sweep', everyMs: 10 * 60_000, run: async () => void (await sweepIdempotencyKeys(ctx)) },
    // Finds clusters for an operator to review; it never changes what an account may do.
    { name: DETECTION_JOB, everyMs: ABUSE_DETECTION.intervalMs, run: async () => void (await abuseDetection.run()) },
    // Due at 00:00 UTC by the product's clock: each turn takes the day's snapshot if it is missing.
    { name: SNAPSHOT_JOB, everyMs: 60_000, run: () => liabilitySnapshots.take() },
    // A request waiting past its promise: flagged and its player told, once (decision 062).
    { name: OVERDUE_JOB, everyMs: TRACKING.overdueScanMs, run: async () => void (await scanOverdue(ctx)) },
    { name: 'shop-expire-orders', everyMs: 60_000, run: () => shop.expireOrders() },
    { name: 'notification-schedule', everyMs: 15_000, run: () => push.schedule() },
    { name: 'push-dispatch', everyMs: 5_000, run: () => push.dispatch() },
    ...(ctx.config.price.jetton ? [{ name: 'price-sample', everyMs: PRICE.cacheMs, run: () => price.sample() }] : []),
    ...(shop.configured ? [{ name: 'shop-indexer', everyMs: SHOP.indexerPollMs, run: () => shop.pollIndexer() }] : []),
  ];
  // Wrapped here, not in the runner: a turn skipped because another instance holds the job never
  // calls run(), so only this instance's real runs are recorded.
  return ctx.metrics ? ctx.metrics.jobs.instrument(jobs) : jobs;
}
