import {
  BOOST_DEFAULT_DURATION_HOURS, HOUR_MS, NANO_PER_FRE, earnedOver, nanoToFre, type BonusType, type Language, type PageQuery,
} from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { keysetPage, sortKeys } from '#server/db/keyset-page.ts';
import { isUniqueViolation } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import { t } from '#server/lib/i18n.ts';
import { numberFormat } from '@fre/i18n/intl-formats';
import type { Actor } from '#server/modules/admin-gate/admin-gate.service.ts';
import type { IdempotencyKey } from '#server/modules/idempotency/idempotency-key.ts';
import { answering, idempotent } from '#server/modules/idempotency/keyed-transaction.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import * as ledger from '#server/modules/ledger/ledger.repository.ts';
import { lockActiveSession, reduceSessionTime } from '#server/modules/mining/mining.repository.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { findUserById } from '#server/modules/users/users.repository.ts';
import * as repo from './bonus-codes.repository.ts';

/** The rows the routes render. */
export type { BonusCodeRow } from './bonus-codes.repository.ts';

/**
 * The reward as the API gives and takes it is the stored integer (nano-FRE, nano-FRE per hour or
 * milliseconds, docs/decisions/077); the redemption's message writes it for people: FRE, FRE/h or hours.
 */
function displayedReward(type: BonusType, stored: bigint): string {
  return type === 'time_reduction' ? nanoToFre((stored * NANO_PER_FRE) / BigInt(HOUR_MS)) : nanoToFre(stored);
}

function formatDecimal(language: Language, decimal: string, maxFraction: number): string {
  // Intl formats a decimal string exactly; the cast only satisfies the ES2022 typings.
  return numberFormat(language, { maximumFractionDigits: maxFraction }).format(decimal as unknown as number);
}

export function createBonusCodesService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function apply(tx: Parameters<Parameters<typeof db.transaction>[0]>[0], user: UserRow, code: repo.BonusCodeRow, usageId: bigint, now: Date) {
    switch (code.type) {
      case 'fre': {
        const posted = await ledger.post(tx, { userId: user.id, kind: 'bonus_code', amountNano: code.reward_value, ref: usageId.toString(), countsAsMined: true, now, meta: { code: code.code } });
        if (!posted) throw new Error('a bonus credit cannot overdraw');
        return;
      }
      case 'boost': {
        // Boosts do not stack: a second one is refused while the first runs.
        if (await repo.hasActiveBoost(tx, user.id, now)) throw new AppError('boost_already_active');
        await repo.insertBoost(tx, { userId: user.id, rateNano: code.reward_value, source: `bonus_code:${code.code}`, now, expiresAt: new Date(now.getTime() + code.duration_hours * HOUR_MS) });
        return;
      }
      case 'time_reduction': {
        const session = await lockActiveSession(tx, user.id);
        const remaining = session ? session.end_time.getTime() - now.getTime() : 0;
        if (!session || remaining <= 0) throw new AppError('no_active_session');
        const reductionMs = Math.min(Number(code.reward_value), remaining);
        await reduceSessionTime(tx, { id: session.id, reductionMs, creditNano: earnedOver(session.rate_nano, reductionMs) });
      }
    }
  }

  function successMessage(language: Language, code: repo.BonusCodeRow): string {
    const value = displayedReward(code.type, code.reward_value);
    if (code.type === 'fre') return t('server', language, 'bonus.fre', { amount: formatDecimal(language, value, 9) });
    if (code.type === 'boost') return t('server', language, 'bonus.boost', { rate: formatDecimal(language, value, 9), hours: code.duration_hours });
    return t('server', language, 'bonus.time_reduction', { hours: formatDecimal(language, value, 2) });
  }

  return {
    /** The original's checks, in its order: exists, active, under maxUses, not used by this user — in one transaction. */
    /**
     * Once per Idempotency-Key (decision 053). `guard` (the bot challenge) runs after a stored answer
     * is replayed: a retry of a redemption already answered is not asked for a second proof of work.
     */
    redeem: (user: UserRow, text: string, language: Language, key: IdempotencyKey | null = null, guard: () => Promise<void> = async () => undefined) => idempotent(db, key, async () => {
      await guard();
      const codeText = text.trim().toUpperCase();
      return db.transaction(answering(key, clock, 200, async (tx) => {
        const now = clock.now();
        // One redemption at a time per user: two boost codes at once cannot both start.
        await findUserById(tx, user.id, { forUpdate: true });
        const found = await repo.findCode(tx, codeText);
        if (!found) throw new AppError('bonus_code_invalid');
        if (!found.is_active) throw new AppError('bonus_code_inactive');
        const usageId = await repo.insertUsage(tx, { code: found, userId: user.id, now });
        if (usageId === null) throw new AppError('bonus_code_already_used');
        if (!(await repo.takeUse(tx, found.id, now))) {
          const fresh = await repo.findCodeById(tx, found.id);
          throw new AppError(fresh?.is_active === false ? 'bonus_code_inactive' : 'bonus_code_exhausted');
        }
        await apply(tx, user, found, usageId, now);
        return {
          type: found.type,
          value: found.reward_value.toString(),
          ...(found.type === 'boost' ? { duration: found.duration_hours } : {}),
          message: successMessage(language, found),
        };
      }));
    }),

    async history(user: UserRow) {
      const rows = await repo.listUsagesOfUser(db, user.id);
      return rows.map((row) => ({ id: row.id.toString(), code: row.code, type: row.type, value: row.reward_value.toString(), duration: row.duration_hours, usedAt: row.used_at.toISOString() }));
    },

    async create(actor: Actor, input: { code: string; type: BonusType; rewardValue: string; duration?: number | undefined; maxUses: number; isActive: boolean }) {
      return db.transaction(async (tx) => {
        const now = clock.now();
        try {
          const row = await repo.insertCode(tx, {
            code: input.code.toUpperCase(), type: input.type, rewardValue: BigInt(input.rewardValue),
            durationHours: input.duration ?? BOOST_DEFAULT_DURATION_HOURS, maxUses: input.maxUses, isActive: input.isActive, createdBy: actor.user.id, now,
          });
          await appendAudit(tx, { actorId: actor.user.id, actorLabel: actor.user.email, action: 'bonus_code_created', targetType: 'bonus_code', targetId: row.code, after: input, ip: actor.ip, now });
          return row;
        } catch (error) {
          if (isUniqueViolation(error, 'bonus_codes_code_key')) throw new AppError('code_taken', {}, { fields: { code: { code: 'code_taken' } } });
          throw error;
        }
      });
    },

    async update(actor: Actor, id: string, changes: { rewardValue?: string | undefined; duration?: number | undefined; maxUses?: number | undefined; isActive?: boolean | undefined }) {
      if (!/^\d{1,18}$/.test(id)) throw new AppError('not_found');
      return db.transaction(async (tx) => {
        const before = await repo.findCodeById(tx, BigInt(id));
        if (!before) throw new AppError('not_found');
        const now = clock.now();
        const updated = await repo.updateCode(tx, before.id, {
          rewardValue: changes.rewardValue === undefined ? undefined : BigInt(changes.rewardValue),
          durationHours: changes.duration,
          maxUses: changes.maxUses,
          isActive: changes.isActive,
        }, now);
        // maxUses below the uses already taken would rewrite history.
        if (!updated) throw new AppError('validation_failed', {}, { fields: { maxUses: { code: 'invalid_value' } } });
        await appendAudit(tx, {
          actorId: actor.user.id, actorLabel: actor.user.email, action: 'bonus_code_updated', targetType: 'bonus_code', targetId: before.code,
          before: { rewardValue: before.reward_value.toString(), duration: before.duration_hours, maxUses: before.max_uses, isActive: before.is_active },
          after: changes, ip: actor.ip, now,
        });
        return updated;
      });
    },

    list: (page: PageQuery) =>
      keysetPage({ cursor: page.cursor, limit: page.limit }, {
        parse: sortKeys.bigintId,
        read: (after, limit) => repo.listCodes(db, after, limit),
        keyOf: (row) => [row.id.toString()],
        item: (row) => row,
      }),

    async usages(id: string, page: PageQuery) {
      if (!/^\d{1,18}$/.test(id)) throw new AppError('not_found');
      return keysetPage({ cursor: page.cursor, limit: page.limit }, {
        parse: sortKeys.bigintId,
        read: (after, limit) => repo.listUsagesOfCode(db, BigInt(id), after, limit),
        keyOf: (row) => [row.id.toString()],
        item: (row) => row,
      });
    },
  };
}

export type BonusCodesService = ReturnType<typeof createBonusCodesService>;
