import { randomBytes, randomUUID } from 'node:crypto';
import {
  BLACKJACK, DAY_MS, HOUR_MS, FRE_MACHINE, GAME_CATALOGUE, GAMES, HILO, gameListing, NANO_PER_FRE, REFERRALS, SLOT_FREE_SPIN, SLOT_JACKPOT, freMachineWins, generateFloats, hashServerSeed,
  slotPrize, spinReels, towersFloatCount, type BlackjackAction, type GameId, type HiloGuess, type TowersDifficulty,
} from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { keysetPage, sortKeys } from '#server/db/keyset-page.ts';
import type { Queryable } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { IdempotencyKey } from '#server/modules/idempotency/idempotency-key.ts';
import { answering, idempotent } from '#server/modules/idempotency/keyed-transaction.ts';
import * as ledger from '#server/modules/ledger/ledger.repository.ts';
import { countReferrals } from '#server/modules/referrals/referrals.repository.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { findUserById } from '#server/modules/users/users.repository.ts';
import * as seeds from './fairness.repository.ts';
import * as engines from './game-engines.ts';
import * as repo from './rounds.repository.ts';

const FRE = NANO_PER_FRE;
/** The games whose round is played in several moves: one must end before the seed rotates. */
const MULTI_STEP_GAMES = GAME_CATALOGUE.filter((game) => game.multiStep);
/** The slot's free spin comes back this long after the last one (the texts say the same number). */
const FREE_SPIN_EVERY_MS = SLOT_FREE_SPIN.everyHours * HOUR_MS;
/** stake × multiple, in nano-FRE, rounded down to the nano. */
const payoutOf = (stake: bigint, multiple: number) => (stake * BigInt(Math.round(multiple * 10_000))) / 10_000n;
const startOfUtcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

type PlayInput =
  | { game: 'slot' }
  | { game: 'fre-machine'; stake: string }
  | { game: 'keno'; stake: string; picks: number[] }
  | { game: 'towers'; stake: string; difficulty: TowersDifficulty }
  | { game: 'hilo'; stake: string }
  | { game: 'blackjack'; stake: string };

type Action = { kind: 'pick'; tile: number } | { kind: 'guess'; guess: HiloGuess } | { kind: 'cashout' } | { kind: BlackjackAction };

export function createGamesService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function ensureSeed(userId: string): Promise<seeds.SeedRow> {
    const existing = await seeds.activeSeed(db, userId);
    if (existing) return existing;
    const serverSeed = randomBytes(32).toString('hex');
    const created = await seeds.insertSeed(db, { userId, serverSeed, hash: hashServerSeed(serverSeed), clientSeed: randomBytes(8).toString('hex'), now: clock.now() });
    return created ?? (await seeds.activeSeed(db, userId))!;
  }

  /** The stake in nano-FRE digits (the route's schema checked them, docs/decisions/077), within the bet limits. */
  function parseStake(text: string): bigint {
    const stake = BigInt(text);
    if (stake < BigInt(GAMES.minBetFre) * FRE || stake > BigInt(GAMES.maxBetFre) * FRE) throw new AppError('bet_out_of_range');
    return stake;
  }

  /** Responsible play, enforced here: self-exclusion and the daily loss limit. */
  async function checkLimits(tx: Queryable, userId: string, stake: bigint, now: Date) {
    const limits = await repo.limitsOf(tx, userId);
    if (limits?.self_excluded_until && limits.self_excluded_until > now) throw new AppError('self_excluded', { until: limits.self_excluded_until.toISOString().slice(0, 10) });
    if (limits?.daily_loss_limit_nano && stake > 0n) {
      const loss = await repo.lossSince(tx, userId, startOfUtcDay(now));
      if (loss + stake > limits.daily_loss_limit_nano) throw new AppError('loss_limit_reached');
    }
  }

  /** The balance after the debit; null when there was nothing to debit. */
  async function debit(tx: Queryable, userId: string, amount: bigint, ref: string, now: Date): Promise<bigint | null> {
    if (amount === 0n) return null;
    const posted = await ledger.post(tx, { userId, kind: 'game_stake', amountNano: -amount, ref, countsAsMined: false, now });
    if (!posted) throw new AppError('insufficient_balance');
    return posted.balance;
  }

  /** The balance after the credit; null when there was nothing to credit. */
  async function credit(tx: Queryable, userId: string, amount: bigint, ref: string, now: Date): Promise<bigint | null> {
    if (amount <= 0n) return null;
    return (await ledger.post(tx, { userId, kind: 'game_win', amountNano: amount, ref, countsAsMined: false, now }))!.balance;
  }

  async function balanceOf(tx: Queryable, userId: string): Promise<bigint> {
    return (await findUserById(tx, userId))!.balance_nano;
  }

  /** Slot: no stake; a free spin per rolling 24 h, else one of the referral bonus spins. */
  async function slotSpinKind(tx: Queryable, userId: string, now: Date): Promise<'free' | 'bonus'> {
    const lastFree = await repo.lastSpin(tx, userId, 'free');
    if (!lastFree || now.getTime() - lastFree.getTime() >= FREE_SPIN_EVERY_MS) return 'free';
    const earned = (await countReferrals(tx, userId, now)).qualified * REFERRALS.spinsPerQualifiedReferral;
    if (earned > (await repo.countSpins(tx, userId, 'bonus'))) return 'bonus';
    throw new AppError('no_spin_available');
  }

  async function playSlot(tx: Queryable, user: UserRow, floats: number[], now: Date) {
    const kind = await slotSpinKind(tx, user.id, now);
    await repo.recordSpin(tx, user.id, kind, now);
    const { pool_nano, seed_nano } = await repo.lockPool(tx, 'slot');
    const grown = pool_nano + BigInt(Math.round(SLOT_JACKPOT.growthPerSpinFre * 1e9));
    const reels = spinReels(floats);
    const prize = slotPrize(reels);
    const payout = prize === 'jackpot' ? grown : BigInt(Math.round(prize * 1e9));
    await repo.setPool(tx, 'slot', prize === 'jackpot' ? seed_nano : grown, now);
    // Amounts in nano-FRE digits, as everywhere else in the answers (docs/decisions/077).
    const shown = { reels, prize: prize === 'jackpot' ? 'jackpot' : payout.toString(), spin: kind, jackpot: prize === 'jackpot' ? grown.toString() : null };
    return { stake: 0n, step: { secret: {}, shown, status: payout > 0n ? 'won' : 'lost', multiple: null } as engines.Step, payout };
  }

  async function playFreMachine(tx: Queryable, stake: bigint, floats: number[], now: Date) {
    const { pool_nano, seed_nano } = await repo.lockPool(tx, 'fre-machine');
    const fed = pool_nano + (stake * BigInt(Math.round(FRE_MACHINE.poolShare * 10_000))) / 10_000n;
    const won = freMachineWins(floats[0]!, Number(stake) / 1e9);
    await repo.setPool(tx, 'fre-machine', won ? seed_nano : fed, now);
    return { step: { secret: {}, shown: { won, pool: (won ? seed_nano : fed).toString() }, status: won ? 'won' : 'lost', multiple: null } as engines.Step, payout: won ? fed : 0n };
  }

  function toDto(round: repo.RoundRow, seed: { hash: string; serverSeed: string | null; clientSeed: string }) {
    return {
      id: round.id,
      game: round.game as GameId,
      stake: round.stake_nano.toString(),
      payout: round.payout_nano?.toString() ?? null,
      status: round.status,
      shown: round.shown,
      nonce: round.nonce,
      clientSeed: seed.clientSeed,
      serverSeedHash: seed.hash,
      serverSeed: seed.serverSeed,
      createdAt: round.created_at.toISOString(),
    };
  }

  return {
    /** The games a player may play, from the one catalogue (public: nothing in it is the player's). */
    list: gameListing,

    async fairness(user: UserRow) {
      const seed = await ensureSeed(user.id);
      return { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.nonce };
    },

    async setClientSeed(user: UserRow, clientSeed: string) {
      await ensureSeed(user.id);
      const seed = (await seeds.setClientSeed(db, user.id, clientSeed))!;
      return { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.nonce };
    },

    /** Reveals the seed in use and commits to a fresh one; an active multi-step round must finish first. */
    async rotate(user: UserRow) {
      await ensureSeed(user.id);
      return db.transaction(async (tx) => {
        for (const { id } of MULTI_STEP_GAMES) if (await repo.activeRound(tx, user.id, id)) throw new AppError('round_active');
        const old = (await seeds.retireSeed(tx, user.id, clock.now()))!;
        const serverSeed = randomBytes(32).toString('hex');
        const fresh = (await seeds.insertSeed(tx, { userId: user.id, serverSeed, hash: hashServerSeed(serverSeed), clientSeed: old.client_seed, now: clock.now() }))!;
        return {
          previous: { serverSeed: old.server_seed, serverSeedHash: old.server_seed_hash, clientSeed: old.client_seed, nonce: old.nonce },
          current: { serverSeedHash: fresh.server_seed_hash, clientSeed: fresh.client_seed, nonce: fresh.nonce },
        };
      });
    },

    /** A round played once per Idempotency-Key: a retry gets the same round (decision 053). */
    play: (user: UserRow, input: PlayInput, key: IdempotencyKey | null = null) => idempotent(db, key, async () => {
      await ensureSeed(user.id);
      const stake = input.game === 'slot' ? 0n : parseStake(input.stake);
      const played = await db.transaction(answering(key, clock, 200, async (tx) => {
        const now = clock.now();
        // Locked for the whole round: its balance moves only through this round's postings below.
        const locked = (await findUserById(tx, user.id, { forUpdate: true }))!;
        await checkLimits(tx, user.id, stake, now);
        const seed = (await seeds.takeNonce(tx, user.id))!;
        const floatsFor = (count: number) => generateFloats({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: seed.nonce }, count);
        const id = randomUUID();
        const debited = await debit(tx, user.id, stake, id, now);
        let step: engines.Step;
        let payout: bigint | null = null;
        switch (input.game) {
          case 'slot': ({ step, payout } = await playSlot(tx, user, floatsFor(3), now)); break;
          case 'fre-machine': ({ step, payout } = await playFreMachine(tx, stake, floatsFor(1), now)); break;
          case 'keno': step = engines.keno(floatsFor(10), input.picks); break;
          case 'towers': step = engines.towers.start(floatsFor(towersFloatCount(input.difficulty)), input.difficulty); break;
          case 'hilo': step = engines.hilo.start(floatsFor(HILO.cardsPerRound)); break;
          case 'blackjack': step = engines.blackjack.start(floatsFor(BLACKJACK.cardsPerRound)); break;
        }
        if (payout === null && step.multiple !== null) payout = payoutOf(stake, step.multiple);
        const credited = await credit(tx, user.id, payout ?? 0n, id, now);
        const params = { ...('difficulty' in input ? { difficulty: input.difficulty } : {}), clientSeed: seed.client_seed };
        let round: repo.RoundRow;
        try {
          round = await repo.insertRound(tx, {
            id, user_id: user.id, game: input.game, stake_nano: stake, payout_nano: step.status === 'active' ? null : (payout ?? 0n), seed_id: seed.id, nonce: seed.nonce,
            params, secret: step.secret, shown: step.shown, status: step.status, now,
          });
        } catch (error) {
          if ((error as { constraint?: string }).constraint === 'game_rounds_one_active') throw new AppError('round_active');
          throw error;
        }
        return { round: toDto(round, { hash: seed.server_seed_hash, serverSeed: null, clientSeed: seed.client_seed }), balance: (credited ?? debited ?? locked.balance_nano).toString() };
      }));
      ctx.metrics?.business.gameBet(input.game, stake);
      ctx.metrics?.business.gamePaidOut(input.game, BigInt(played.round.payout ?? 0));
      return played;
    }),

    /** A step of a multi-step round; finishing pays once (the win is keyed by the round). */
    act: (user: UserRow, game: 'towers' | 'hilo' | 'blackjack', roundId: string, action: Action, key: IdempotencyKey | null = null) => idempotent(db, key, async () => {
      if (!/^[0-9a-f-]{36}$/i.test(roundId)) throw new AppError('not_found');
      let addedStake = 0n;
      const acted = await db.transaction(answering(key, clock, 200, async (tx) => {
        const now = clock.now();
        const round = await repo.lockRound(tx, roundId, user.id, game);
        if (!round) throw new AppError('not_found');
        if (round.status !== 'active') throw new AppError('round_over');
        let balance: bigint | null = null;
        const secret = round.secret as never;
        const shown = round.shown as never;
        let step: engines.Step;
        if (game === 'towers' && action.kind === 'pick') step = engines.towers.pick(secret, shown, action.tile);
        else if (game === 'towers' && action.kind === 'cashout') step = engines.towers.cashout(secret, shown);
        else if (game === 'hilo' && action.kind === 'guess') step = engines.hilo.guess(secret, shown, action.guess);
        else if (game === 'hilo' && action.kind === 'cashout') step = engines.hilo.cashout(secret, shown);
        else if (game === 'blackjack' && (action.kind === 'hit' || action.kind === 'stand' || action.kind === 'double')) step = engines.blackjack.act(secret, action.kind);
        else throw new AppError('invalid_move');
        const originalStake = game === 'blackjack' && (round.secret as { round: { doubled: boolean } }).round.doubled ? round.stake_nano / 2n : round.stake_nano;
        let stake = round.stake_nano;
        if (step.extraStake) {
          await checkLimits(tx, user.id, originalStake, now);
          balance = await debit(tx, user.id, originalStake, `${round.id}:double`, now);
          stake += originalStake;
          addedStake = originalStake;
        }
        const payout = step.multiple === null ? null : payoutOf(originalStake, step.multiple);
        balance = (await credit(tx, user.id, payout ?? 0n, round.id, now)) ?? balance;
        const updated = await repo.updateRound(tx, { id: round.id, stake, secret: step.secret, shown: step.shown, status: step.status, payout, now });
        if (!updated) throw new AppError('round_over');
        const seed = (await seeds.activeSeed(tx, user.id))!;
        return { round: toDto(updated, { hash: seed.server_seed_hash, serverSeed: null, clientSeed: (round.params.clientSeed as string) ?? seed.client_seed }), balance: (balance ?? (await balanceOf(tx, user.id))).toString() };
      }));
      ctx.metrics?.business.gameStakeAdded(game, addedStake);
      ctx.metrics?.business.gamePaidOut(game, BigInt(acted.round.payout ?? 0));
      return acted;
    }),

    /** The player's rounds, newest first, a page at a time, with the seeds to verify them. */
    rounds(user: UserRow, page: { cursor?: string | undefined; limit: number }) {
      return keysetPage({ cursor: page.cursor, limit: page.limit }, {
        parse: sortKeys.timeAndUuid,
        read: (after, limit) => repo.roundsOfUser(db, user.id, after, limit),
        keyOf: (row) => [row.sort_at, row.id],
        item: (row) => toDto(row, { hash: row.server_seed_hash, serverSeed: row.revealed ? row.server_seed : null, clientSeed: row.client_seed }),
      });
    },

    async slotState(user: UserRow) {
      const now = clock.now();
      const [pools, lastFree, used, counts] = await Promise.all([repo.pools(db), repo.lastSpin(db, user.id, 'free'), repo.countSpins(db, user.id, 'bonus'), countReferrals(db, user.id, now)]);
      const freeAt = lastFree && now.getTime() - lastFree.getTime() < FREE_SPIN_EVERY_MS ? new Date(lastFree.getTime() + FREE_SPIN_EVERY_MS) : null;
      return {
        pool: (pools.find((p) => p.game === 'slot')?.pool_nano ?? 0n).toString(),
        freMachinePool: (pools.find((p) => p.game === 'fre-machine')?.pool_nano ?? 0n).toString(),
        freeSpinAt: freeAt?.toISOString() ?? null,
        bonusSpins: Math.max(0, counts.qualified * REFERRALS.spinsPerQualifiedReferral - used),
      };
    },

    async limits(user: UserRow) {
      const now = clock.now();
      const [limits, loss] = await Promise.all([repo.limitsOf(db, user.id), repo.lossSince(db, user.id, startOfUtcDay(now))]);
      return {
        dailyLossLimit: limits?.daily_loss_limit_nano?.toString() ?? null,
        selfExcludedUntil: limits?.self_excluded_until && limits.self_excluded_until > now ? limits.self_excluded_until.toISOString() : null,
        lossToday: (loss > 0n ? loss : 0n).toString(),
      };
    },

    /** A limit can be set or lowered at once; self-exclusion can only be extended, never shortened. */
    async setLimits(user: UserRow, input: { dailyLossLimit?: string | null | undefined; selfExcludeDays?: number | undefined }) {
      const now = clock.now();
      // nano-FRE digits, above zero: the route's schema checked them (docs/decisions/077).
      const dailyLoss = input.dailyLossLimit === undefined ? undefined : input.dailyLossLimit === null ? null : BigInt(input.dailyLossLimit);
      const excludedUntil = input.selfExcludeDays ? new Date(now.getTime() + input.selfExcludeDays * DAY_MS) : undefined;
      await repo.saveLimits(db, user.id, { dailyLoss, excludedUntil }, now);
      return this.limits(user);
    },

    async adminTotals() {
      const [totals, pools] = await Promise.all([repo.gameTotals(db), repo.pools(db)]);
      return {
        games: totals.map((t) => ({ game: t.game as GameId, rounds: Number(t.rounds), wagered: t.wagered, paid: t.paid, houseResult: (BigInt(t.wagered) - BigInt(t.paid)).toString() })),
        pools: pools.map((p) => ({ game: p.game, pool: p.pool_nano.toString(), seed: p.seed_nano.toString() })),
      };
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
