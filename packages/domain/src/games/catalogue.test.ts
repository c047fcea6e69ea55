import { describe, expect, it } from 'vitest';
import { BLACKJACK } from './blackjack.ts';
import { GAME_CATALOGUE, GAME_IDS } from './catalogue.ts';
import { HILO } from './hilo.ts';
import { KENO_PAYTABLES } from './keno.ts';
import { TOWERS, towersMultiplier, type TowersDifficulty } from './towers.ts';

const top = (id: string) => GAME_CATALOGUE.find((game) => game.id === id)!.topMultiplier;

describe('the game catalogue', () => {
  it('lists each game once, and the API accepts exactly its games, in its order', () => {
    expect(new Set(GAME_IDS).size).toBe(GAME_CATALOGUE.length);
    expect(GAME_IDS).toEqual(GAME_CATALOGUE.map((game) => game.id));
  });

  it("quotes as each game's top multiplier what its paytable actually pays at best", () => {
    expect(top('keno')).toBe(Math.max(...KENO_PAYTABLES.flat()));
    const difficulties = Object.keys(TOWERS.difficulties) as TowersDifficulty[];
    expect(top('towers')).toBe(Math.max(...difficulties.map((difficulty) => towersMultiplier(difficulty, TOWERS.rows))));
    expect(top('hilo')).toBe(HILO.maxMultiplier);
    expect(top('blackjack')).toBe(BLACKJACK.naturalPays);
  });

  it('pays a progressive jackpot, not a multiple, on the slot machine and the FRE machine only', () => {
    expect(GAME_CATALOGUE.filter((game) => game.topMultiplier === null).map((game) => game.id)).toEqual(['slot', 'fre-machine']);
  });
});
