/** Migration 038: the amounts of rounds stored as decimal FRE are read as nano-FRE digits (docs/decisions/077). */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

const MIGRATION = new URL('../../db/migrations/038-game-amounts-in-nano.sql', import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('rounds stored before amounts were nano-FRE', () => {
  it('show their prize, jackpot and pool in nano-FRE digits once migrated, the other games untouched', async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    expect((await client.get('/api/games/fairness')).status).toBe(200);
    const seedId = (await t.db.query<{ id: string }>('SELECT id FROM fairness_seeds WHERE user_id = $1', [user.id])).rows[0]!.id;
    const old = {
      cherries: { game: 'slot', payout: 500_000_000n, shown: { reels: ['cherry', 'cherry', 'lemon'], prize: 0.5, spin: 'free', jackpot: null } },
      nothing: { game: 'slot', payout: 0n, shown: { reels: ['plum', 'bell', 'bar'], prize: 0, spin: 'bonus', jackpot: null } },
      jackpot: { game: 'slot', payout: 1_000_500_000_000n, shown: { reels: ['jackpot', 'jackpot', 'jackpot'], prize: 'jackpot', spin: 'free', jackpot: '1000.5' } },
      fed: { game: 'fre-machine', payout: 0n, shown: { won: false, pool: '1234.000000001' } },
      keno: { game: 'keno', payout: 0n, shown: { picks: [1, 2, 3], drawn: [4, 5, 6, 7, 8, 9, 10, 11, 12, 13], hits: 0, multiplier: 0 } },
    };
    const ids: Record<string, string> = {};
    let nonce = 0;
    for (const [name, round] of Object.entries(old)) {
      ids[name] = randomUUID();
      await t.db.query(
        `INSERT INTO game_rounds (id, user_id, game, stake_nano, payout_nano, seed_id, nonce, params, secret, shown, status, created_at, finished_at)
         VALUES ($1, $2, $3, 0, $4, $5, $6, '{"clientSeed": "old"}', '{}', $7, $8, now(), now())`,
        [ids[name], user.id, round.game, round.payout, seedId, nonce++, round.shown, round.payout > 0n ? 'won' : 'lost'],
      );
    }

    await t.db.query(await readFile(MIGRATION, 'utf8'));

    const answer = await client.get('/api/games/rounds?limit=10');
    const items = answer.body.items as { id: string; shown: Record<string, unknown> }[];
    const shown = (name: string) => items.find((round) => round.id === ids[name])!.shown;
    expect(shown('cherries')).toEqual({ reels: ['cherry', 'cherry', 'lemon'], prize: '500000000', spin: 'free', jackpot: null });
    expect(shown('nothing')).toMatchObject({ prize: '0', jackpot: null });
    expect(shown('jackpot')).toMatchObject({ prize: 'jackpot', jackpot: '1000500000000' });
    expect(shown('fed')).toEqual({ won: false, pool: '1234000000001' });
    expect(shown('keno')).toEqual(old.keno.shown);
  });
});
