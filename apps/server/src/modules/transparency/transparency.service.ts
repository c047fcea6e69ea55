import { DAY_MS, LEVEL_REWARDS_NANO, MINING, TRANSPARENCY, type PageQuery, type Transparency, type TransparencyPayout } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { keysetPage, sortKeys } from '#server/db/keyset-page.ts';
import { ruleChangeDto } from '#server/modules/rule-changes/rule-change-dto.ts';
import { changesPage, upcomingChanges } from '#server/modules/rule-changes/rule-changes.repository.ts';
import { listItems } from '#server/modules/shop/shop.repository.ts';
import type { WithdrawalsService } from '#server/modules/withdrawals/withdrawals.service.ts';
import { explorerUrl } from './explorer-link.ts';
import * as repo from './transparency.repository.ts';

/** At most this many announced changes ride along with the figures (the banner's and the page's). */
const UPCOMING_SHOWN = 20;

/** A sort key's time, as SORT_TIME writes it. */
const SORT_AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The chart's days, oldest first, each with what the buckets hold for it ("0" for a day without mining). */
export function chartDays(today: Date, stored: { day: string; mined: string }[]): { day: string; mined: string }[] {
  const byDay = new Map(stored.map((entry) => [entry.day, entry.mined]));
  const last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: TRANSPARENCY.chartDays }, (_, i) => {
    const day = utcDay(last - (TRANSPARENCY.chartDays - 1 - i) * DAY_MS);
    return { day, mined: byDay.get(day) ?? '0' };
  });
}

/** The figures and the rules, public (docs/decisions/063). */
export function createTransparencyService(ctx: AppContext, withdrawals: WithdrawalsService) {
  const { clock, config } = ctx;
  const db = ctx.db.lagTolerant;
  let cached: { answer: Transparency; until: number } | null = null;

  async function read(now: Date): Promise<Transparency> {
    const chart = chartDays(now, []);
    const [figures, minimums, items, upcoming] = await Promise.all([
      repo.figures(db, new Date(`${chart[0]!.day}T00:00:00Z`)),
      // The minimums in force are read where withdrawals are refused: the primary, never a lagging copy.
      withdrawals.minimums(ctx.db, now),
      listItems(db),
      upcomingChanges(db, now, UPCOMING_SHOWN),
    ]);
    return {
      figures: {
        minedTotal: figures.mined_total,
        minedPerDay: chartDays(now, figures.per_day ?? []),
        held: figures.held_total === null ? null : { total: figures.held_total, day: figures.held_day! },
        withdrawn: { count: Number(figures.withdrawn_count), total: figures.withdrawn_total },
        players: Number(figures.players),
        verifiedPlayers: Number(figures.verified_players),
        asOf: now.toISOString(),
      },
      rules: {
        mining: { baseRate: MINING.baseRateNano.toString(), sessionHours: MINING.sessionDurationMs / 3_600_000, referralBonus: MINING.referralBonusNano.toString(), maxCountedReferrals: MINING.maxCountedReferrals },
        levelRewards: LEVEL_REWARDS_NANO.map(String),
        withdrawalMinimums: minimums.map(String),
        shop: items.map((item) => ({
          id: item.id, kind: item.kind, rate: item.rate_nano?.toString() ?? null, days: item.days, amount: item.amount_nano?.toString() ?? null,
          price: item.price_nanoton?.toString() ?? null, stars: item.price_stars, available: item.available, requiredLevel: item.required_level,
        })),
      },
      upcoming: upcoming.map((row) => ruleChangeDto(row, now)),
    };
  }

  return {
    /**
     * Read at most every TRANSPARENCY.cacheMs per instance, and again as soon as an announced
     * change takes effect: the rules shown are never those of before a date that has passed.
     */
    async current(): Promise<Transparency> {
      const now = clock.now();
      if (cached && now.getTime() < cached.until) return cached.answer;
      const answer = await read(now);
      const nextChange = answer.upcoming[0] ? Date.parse(answer.upcoming[0].effectiveAt) : Infinity;
      cached = { answer, until: Math.min(now.getTime() + TRANSPARENCY.cacheMs, nextChange) };
      return answer;
    },

    /** Completed payouts, newest first: amount, date, transaction. */
    payouts: (page: PageQuery) => keysetPage({ cursor: page.cursor, limit: page.limit }, {
      parse: sortKeys.timeAndUuid,
      read: (after, limit) => repo.payoutsPage(db, after, limit),
      keyOf: (row) => [row.sort_at, row.id],
      item: (row): TransparencyPayout => ({
        amount: row.amount_nano.toString(), completedAt: row.completed_at.toISOString(), txHash: row.tx_hash,
        explorerUrl: row.tx_hash ? explorerUrl(row.tx_hash, config.ton.network) : null,
      }),
    }),

    /** The changelog, newest effective date first (the announced ones lead). */
    changes: (page: PageQuery) => {
      const now = clock.now();
      return keysetPage({ cursor: page.cursor, limit: page.limit }, {
        parse: (values) => {
          const [at, id] = values;
          const key = sortKeys.bigintId([id]);
          return values.length === 2 && typeof at === 'string' && SORT_AT.test(at) && key !== null ? { at, id: key } : null;
        },
        read: (after, limit) => changesPage(db, after, limit),
        keyOf: (row) => [row.sort_at, row.id.toString()],
        item: (row) => ruleChangeDto(row, now),
      });
    },
  };
}

export type TransparencyService = ReturnType<typeof createTransparencyService>;
