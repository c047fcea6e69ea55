import {
  MINING, computeRate, countedReferrals, earningsAt, sessionEndTime, type MiningSessionDto, type MiningState, type RateBreakdown,
} from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { createReadBatcher } from '#server/db/read-batcher.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { IdempotencyKey } from '#server/modules/idempotency/idempotency-key.ts';
import { answering, idempotent } from '#server/modules/idempotency/keyed-transaction.ts';
import { markFirstMiningStart } from '#server/modules/abuse-signals/abuse-signals.repository.ts';
import * as ledger from '#server/modules/ledger/ledger.repository.ts';
import { insertNotification } from '#server/modules/notifications/notifications.repository.ts';
import { verifiedBy, type UserRow } from '#server/modules/users/user-row.ts';
import { findUserById } from '#server/modules/users/users.repository.ts';
import * as repo from './mining.repository.ts';

function toClock(session: repo.SessionRow) {
  return {
    startTime: session.start_time,
    endTime: session.end_time,
    rateNano: session.rate_nano,
    accruedNano: session.accrued_nano,
    accruedUntil: session.accrued_until,
  };
}

export function toSessionDto(session: repo.SessionRow, now: Date): MiningSessionDto {
  const earnings = session.earnings_nano ?? earningsAt(toClock(session), now);
  return {
    id: session.id,
    startTime: session.start_time.toISOString(),
    endTime: session.end_time.toISOString(),
    rate: session.rate_nano.toString(),
    earnings: earnings.toString(),
    accrued: session.accrued_nano.toString(),
    accruedUntil: session.accrued_until.toISOString(),
    active: session.active,
    claimed: session.claimed,
    timeReduction: Number(session.time_reduction_ms),
  };
}

export function rateDto(rate: RateBreakdown, counted: number): MiningState['rate'] {
  return {
    total: rate.total.toString(),
    base: rate.base.toString(),
    levels: rate.levels.toString(),
    referrals: rate.referrals.toString(),
    boosts: rate.boosts.toString(),
    packs: rate.packs.toString(),
    countedReferrals: countedReferrals(counted),
  };
}

export function createMiningService(ctx: AppContext) {
  const { db, clock } = ctx;
  // Dashboards opened together share one statement (decision 013).
  const loadMiningView = createReadBatcher((lookups: { userId: string; now: Date }[]) => repo.loadMiningViews(db, lookups));

  async function currentRate(userId: string, now: Date) {
    const view = await loadMiningView({ userId, now });
    if (!view) throw new AppError('unauthenticated');
    return { view, rate: computeRate({ ...view, activeReferrals: view.countedReferrals, now }) };
  }

  /**
   * A changed rate (a referral started or stopped, a boost expired) is written to the user and the
   * running session at most once per interval; the session settles its past at the old rate.
   */
  async function persistRateChange(userId: string, view: repo.MiningView, rate: RateBreakdown, now: Date): Promise<repo.SessionRow | null> {
    const session = view.session;
    const sessionNeedsIt = session !== null && session.rate_nano !== rate.total && session.end_time > now;
    if (!sessionNeedsIt && view.storedRateNano === rate.total && view.storedCountedReferrals === view.countedReferrals) return session;
    const throttled = view.ratePersistedAt !== null && now.getTime() - view.ratePersistedAt.getTime() < MINING.ratePersistIntervalMs;
    if (throttled) return session;
    const accruedNano = sessionNeedsIt ? earningsAt(toClock(session), now) : 0n;
    const { sessionSettled } = await repo.persistRateChange(db, {
      userId, rateNano: rate.total, countedReferrals: view.countedReferrals, now, intervalMs: MINING.ratePersistIntervalMs,
      session: sessionNeedsIt ? { id: session.id, previousAccruedUntil: session.accrued_until, accruedNano } : null,
    });
    return sessionSettled && session ? { ...session, accrued_nano: accruedNano, accrued_until: now, rate_nano: rate.total } : session;
  }

  /** Claim (after the end) or stop (before it): credits the earnings once, through one ledger row. */
  const close = (user: UserRow, mode: 'claim' | 'stop', key: IdempotencyKey | null) => idempotent(db, key, async () => {
    const credited = await db.transaction(answering(key, clock, 200, async (tx) => {
      const now = clock.now();
      // The user row first, then the session, as every other writer of both does (a time-reduction
      // code, a rate change): the opposite order deadlocked a stop against them.
      await findUserById(tx, user.id, { forUpdate: true });
      const session = await repo.lockActiveSession(tx, user.id);
      if (!session) throw new AppError('no_active_session');
      const ended = session.end_time.getTime() <= now.getTime();
      if (mode === 'claim' && !ended) throw new AppError('session_not_ended');
      const earningsNano = earningsAt(toClock(session), now);
      const closed = await repo.closeSession(tx, { id: session.id, earningsNano, now, claimed: ended });
      if (!closed) throw new AppError('no_active_session');
      const balances = await ledger.post(tx, { userId: user.id, kind: 'mining_claim', amountNano: earningsNano, ref: session.id, countsAsMined: true, now });
      if (!balances) throw new Error('a mining credit cannot overdraw');
      if (mode === 'claim') await insertNotification(tx, { userId: user.id, type: 'mining_session_claim', params: {}, link: '/', now });
      return { claimed: earningsNano.toString(), balance: balances.balance.toString(), totalMined: balances.totalMined.toString() };
    }));
    ctx.metrics?.business.miningCredited(mode, BigInt(credited.claimed));
    return credited;
  });

  return {
    async state(user: UserRow): Promise<MiningState> {
      const now = clock.now();
      const { view, rate } = await currentRate(user.id, now);
      const session = await persistRateChange(user.id, view, rate, now);
      return { session: session && toSessionDto(session, now), rate: rateDto(rate, view.countedReferrals), serverTime: now.toISOString() };
    },

    /** Answered 201 with the session; once per Idempotency-Key (decision 053). */
    start: (user: UserRow, key: IdempotencyKey | null = null): Promise<{ session: MiningSessionDto }> => idempotent(db, key, async () => {
      // A confirmed email, or Telegram for an account made there (decision 045).
      if (!verifiedBy(user)) throw new AppError('email_not_verified');
      if (user.mining_frozen_at) throw new AppError('mining_frozen');
      const now = clock.now();
      const { view, rate } = await currentRate(user.id, now);
      if (view.session) throw new AppError('session_already_active');
      const started = await db.transaction(answering(key, clock, 201, async (tx) => {
        // The partial unique index (one active session per user) decides between parallel starts.
        const session = await repo.insertSession(tx, { userId: user.id, startTime: now, endTime: sessionEndTime(now, 0), rateNano: rate.total });
        if (!session) throw new AppError('session_already_active');
        await repo.persistUserRate(tx, { userId: user.id, rateNano: rate.total, countedReferrals: view.countedReferrals, now, intervalMs: 0 });
        // The referrer's rate goes up while this session runs: tell them.
        if (user.referred_by) await insertNotification(tx, { userId: user.referred_by, type: 'referral_active', params: { nickname: user.nickname }, link: '/group', now });
        // Sign-up to first mining, for the abuse signals: after the first start this matches no row.
        await markFirstMiningStart(tx, user.id, now);
        return { session: toSessionDto(session, now) };
      }));
      ctx.metrics?.business.miningStarted();
      return started;
    }),

    claim: (user: UserRow, key: IdempotencyKey | null = null) => close(user, 'claim', key),
    stop: (user: UserRow, key: IdempotencyKey | null = null) => close(user, 'stop', key),
  };
}

export type MiningService = ReturnType<typeof createMiningService>;
