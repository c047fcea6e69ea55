import { describe, expect, it } from 'vitest';
import { BLACKJACK, basicStrategy, dealBlackjack, handValue, playBlackjack } from './blackjack.ts';
import { cardFromFloat } from './cards.ts';
import { generateFloats } from './fairness.ts';
import { FRE_MACHINE, FRE_MACHINE_RTP, freMachineWins } from './fre-machine.ts';
import { HILO, hiloMultiplier, hiloProbability, hiloWinAfter } from './hilo.ts';
import { KENO, KENO_PAYTABLES, drawKeno, kenoHitProbability, kenoRtp } from './keno.ts';
import { slotExpectation, slotPrize, spinReels } from './slot.ts';
import { TOWERS, towersFloatCount, towersLayout, towersMultiplier, towersRtp, type TowersDifficulty } from './towers.ts';

/** A small seeded PRNG (mulberry32) for the long simulations: reproducible, fast. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('keno', () => {
  it('draws 10 distinct numbers in 1..40 for any seeds (structure)', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const drawn = drawKeno(generateFloats({ serverSeed: 'keno-seed', clientSeed: 'c', nonce }, 10));
      expect(new Set(drawn).size).toBe(10);
      expect(drawn.every((n) => n >= 1 && n <= 40 && Number.isInteger(n))).toBe(true);
    }
  });

  it('is a known answer for fixed seeds', () => {
    const floats = generateFloats({ serverSeed: 'server', clientSeed: 'client', nonce: 1 }, 10);
    const expected: number[] = [];
    const pool = Array.from({ length: 40 }, (_, i) => i + 1);
    floats.forEach((f, i) => expected.push(pool.splice(Math.floor(f * (40 - i)), 1)[0]!));
    expect(drawKeno(floats)).toEqual(expected);
  });

  it('has exact hypergeometric returns within 1 point of the stated 96%, under 100%, top prize 50x', () => {
    for (let picks = KENO.minPicks; picks <= KENO.maxPicks; picks++) {
      const total = Array.from({ length: picks + 1 }, (_, h) => kenoHitProbability(picks, h)).reduce((a, b) => a + b, 0);
      expect(total).toBeCloseTo(1, 12);
      const rtp = kenoRtp(picks);
      expect(Math.abs(rtp - KENO.targetRtp), `picks ${picks}: ${rtp}`).toBeLessThan(0.01);
      expect(rtp).toBeLessThan(1);
      expect(Math.max(...KENO_PAYTABLES[picks]!)).toBeLessThanOrEqual(KENO.maxMultiplier);
    }
    expect(KENO_PAYTABLES[10]![10]).toBe(50);
  });
});

describe('towers', () => {
  it.each(Object.keys(TOWERS.difficulties) as TowersDifficulty[])('%s rows have the right number of safe tiles', (difficulty) => {
    const { tiles, safe } = TOWERS.difficulties[difficulty];
    for (let nonce = 0; nonce < 100; nonce++) {
      const layout = towersLayout(difficulty, generateFloats({ serverSeed: 't', clientSeed: 'c', nonce }, towersFloatCount(difficulty)));
      expect(layout).toHaveLength(TOWERS.rows);
      for (const row of layout) {
        expect(row).toHaveLength(safe);
        expect(new Set(row).size).toBe(safe);
        expect(row.every((p) => p >= 0 && p < tiles)).toBe(true);
      }
    }
  });

  it.each(Object.keys(TOWERS.difficulties) as TowersDifficulty[])('%s returns at most the stated 97%, within 1 point before the cap, never above 20x', (difficulty) => {
    for (let rows = 1; rows <= TOWERS.rows; rows++) {
      expect(towersMultiplier(difficulty, rows)).toBeLessThanOrEqual(TOWERS.maxMultiplier);
      expect(towersRtp(difficulty, rows)).toBeLessThanOrEqual(1 - TOWERS.edge + 1e-12);
    }
    expect(Math.abs(towersRtp(difficulty, 1) - (1 - TOWERS.edge))).toBeLessThan(0.01);
  });
});

describe('hi-lo', () => {
  it('pays each guess at (1 − edge) / probability, so every step returns at most 99%', () => {
    for (let index = 0; index < 52; index++) {
      const card = cardFromFloat(index / 52 + 0.001);
      for (const guess of ['higher', 'lower', 'same'] as const) {
        const p = hiloProbability(card, guess);
        const m = hiloMultiplier(card, guess);
        if (p === 0) expect(m).toBe(0);
        else {
          expect(p * m).toBeLessThanOrEqual(1 - HILO.edge + 1e-12);
          expect(Math.abs(p * m - (1 - HILO.edge))).toBeLessThan(0.01);
        }
      }
    }
  });

  it('never quotes a win above its cap: a first "same" guess pays 12.87 before the cap and the cap after it', () => {
    const seven = cardFromFloat(5 / 13 + 0.001);
    expect(hiloMultiplier(seven, 'same')).toBe(12.87);
    expect(hiloWinAfter(1, seven, 'same')).toBe(HILO.maxMultiplier);
    expect(hiloWinAfter(1.5, seven, 'higher')).toBe(Math.floor(1.5 * hiloMultiplier(seven, 'higher') * 100) / 100);
    for (let index = 0; index < 52; index++) {
      const card = cardFromFloat(index / 52 + 0.001);
      for (const guess of ['higher', 'lower', 'same'] as const) expect(hiloWinAfter(9.5, card, guess)).toBeLessThanOrEqual(HILO.maxMultiplier);
    }
  });
});

describe('blackjack', () => {
  it('counts hands with soft aces', () => {
    const c = (rank: string) => ({ rank, suit: 'spades', order: 0 }) as never;
    expect(handValue([c('A'), c('K')])).toEqual({ total: 21, soft: true });
    expect(handValue([c('A'), c('A'), c('9')])).toEqual({ total: 21, soft: true });
    expect(handValue([c('K'), c('Q'), c('A')])).toEqual({ total: 21, soft: false });
  });

  it(`returns ${(BLACKJACK.statedRtp * 100).toFixed(2)}% over 10^6 simulated rounds of basic strategy (within 1 point), under 100%, never above 2.5x the stake`, () => {
    const random = rng(20261121);
    const rounds = 1_000_000;
    let returned = 0;
    let wagered = 0;
    let highest = 0;
    const floats = new Array<number>(BLACKJACK.cardsPerRound);
    for (let i = 0; i < rounds; i++) {
      // A round rarely needs more than a dozen cards; the rest of the fixed sequence is unused.
      for (let j = 0; j < 16; j++) floats[j] = random();
      let round = dealBlackjack(floats.slice(0, 16));
      while (!round.finished) round = playBlackjack(round, basicStrategy(round), floats.slice(0, 16));
      const stake = round.doubled ? 2 : 1;
      wagered += stake;
      returned += round.payout!;
      highest = Math.max(highest, round.payout! / stake);
    }
    expect(highest).toBeLessThanOrEqual(BLACKJACK.naturalPays);
    const rtp = returned / wagered;
    expect(Math.abs(rtp - BLACKJACK.statedRtp), `measured ${rtp}`).toBeLessThan(0.01);
    expect(rtp).toBeLessThan(1);
  }, 60_000);
});

describe('slot machine and FRE machine', () => {
  it('states the exact expected prize of a free spin and never pays without a combination', () => {
    const { expectedFre, jackpotChance } = slotExpectation();
    expect(expectedFre).toBeGreaterThan(0);
    expect(jackpotChance).toBeCloseTo(1e-6, 9);
    const random = rng(7);
    let total = 0;
    const spins = 300_000;
    for (let i = 0; i < spins; i++) {
      const prize = slotPrize(spinReels([random(), random(), random()]));
      if (prize !== 'jackpot') total += prize;
    }
    expect(Math.abs(total / spins - expectedFre) / expectedFre).toBeLessThan(0.05);
  });

  it(`returns ${Math.round(FRE_MACHINE_RTP * 100)}% of stakes over 10^6 stakes (within 1 point), under 100%`, () => {
    const random = rng(99);
    let pool = FRE_MACHINE.seedFre;
    let staked = 0;
    let paid = 0;
    let seeded = FRE_MACHINE.seedFre;
    for (let i = 0; i < 1_000_000; i++) {
      const stake = 1 + Math.floor(random() * 100);
      staked += stake;
      pool += stake * FRE_MACHINE.poolShare;
      if (freMachineWins(random(), stake)) {
        paid += pool;
        pool = FRE_MACHINE.seedFre;
        seeded += FRE_MACHINE.seedFre;
      }
    }
    // What the current pool holds beyond its seed belongs to a future winner.
    void seeded;
    const rtp = (paid + pool - FRE_MACHINE.seedFre) / staked;
    expect(Math.abs(rtp - FRE_MACHINE_RTP), `measured ${rtp}`).toBeLessThan(0.01);
    expect(FRE_MACHINE_RTP).toBeLessThan(1);
  });
});
