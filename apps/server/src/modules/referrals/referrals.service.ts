import { DAY_MS, MINING, REFERRALS, countedReferrals, type PageQuery, type ReferralsState } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { keysetPage, sortKeys } from '#server/db/keyset-page.ts';
import { AppError } from '#server/lib/app-error.ts';
import { insertNotification } from '#server/modules/notifications/notifications.repository.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { findUserIdByReferralCode } from '#server/modules/users/users.repository.ts';
import * as repo from './referrals.repository.ts';

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const secondsToNextUtcDay = (date: Date) => (Date.parse(`${utcDay(date)}T00:00:00Z`) + DAY_MS - date.getTime()) / 1000;

export function createReferralsService(ctx: AppContext) {
  const { db, clock } = ctx;

  return {
    /** The player's code, referrer and counts, with a page of their referrals, newest first. */
    async state(user: UserRow, request: PageQuery): Promise<ReferralsState> {
      const now = clock.now();
      let counts: repo.ReferralsPage | undefined;
      const page = await keysetPage({ cursor: request.cursor, limit: request.limit }, {
        parse: sortKeys.timeAndUuid,
        read: async (after, limit) => (counts = await repo.referralsPage(db, user.id, now, utcDay(now), { after, limit })).referrals,
        keyOf: (row) => [row.sort_at, row.id],
        item: (row) => ({ id: row.id, nickname: row.nickname, active: row.active, joinedAt: row.created_at.toISOString(), remindable: !row.active && !row.reminded_today }),
      });
      const counted = countedReferrals(counts!.active);
      return {
        ...page,
        code: user.referral_code,
        referredBy: counts!.referredByNickname ? { nickname: counts!.referredByNickname } : null,
        referralCount: counts!.total,
        activeCount: counts!.active,
        countedCount: counted,
        cap: MINING.maxCountedReferrals,
        bonusRate: (BigInt(counted) * MINING.referralBonusNano).toString(),
        bonusPerReferral: MINING.referralBonusNano.toString(),
        bonusSpinsEarned: counts!.qualified * REFERRALS.spinsPerQualifiedReferral,
      };
    },

    /** Join a referrer by code: required, exists, not one's own, not already set, no cycle. */
    async join(user: UserRow, code: string): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.lockReferralGraph(tx);
        const referrerId = await findUserIdByReferralCode(tx, code.trim().toUpperCase());
        if (!referrerId) throw new AppError('referral_code_invalid');
        if (referrerId === user.id) throw new AppError('referral_own_code');
        if (await repo.isInReferrerChain(tx, referrerId, user.id)) throw new AppError('referral_cycle');
        if (!(await repo.setReferrer(tx, user.id, referrerId, clock.now()))) throw new AppError('referrer_already_set');
      });
    },

    /** Nudges an inactive referral, at most once a day per referral. */
    async remind(user: UserRow, referredId: string): Promise<void> {
      if (!/^[0-9a-f-]{36}$/i.test(referredId) || !(await repo.isReferralOf(db, referredId, user.id))) throw new AppError('not_found');
      await db.transaction(async (tx) => {
        const now = clock.now();
        if (!(await repo.recordReminder(tx, user.id, referredId, utcDay(now)))) throw new AppError('remind_too_soon').retryAfter(secondsToNextUtcDay(now));
        await insertNotification(tx, { userId: referredId, type: 'referral_reminder', params: { nickname: user.nickname }, link: '/dashboard', now });
      });
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
