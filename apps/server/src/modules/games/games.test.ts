import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_CATALOGUE, GAMES, KENO, KENO_PAYTABLES, SLOT_FREE_SPIN, TOWERS, slotPrize, drawKeno, generateFloats, hashServerSeed, towersLayout, towersFloatCount } from '@fre/domain';
import { ADMIN_CODE, adminClient } from '#server-test/admin-helpers.ts';
import { registerUser } from '#server-test/api-client.ts';
import { finishedSession } from '#server-test/mining-helpers.ts';
import { fundedUser, ledgerSum as ledgerSumIn, type Admin, nano } from '#server-test/money-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
});
afterAll(() => t.close());

const player = (balanceFre: number) => fundedUser(t, admin, balanceFre, 'Game tests');
const ledgerSum = (userId: string) => ledgerSumIn(t.db, userId);

describe('the list of games', () => {
  it('gives anyone each game of the catalogue, in its order, with its stake limits in nano-FRE and its options', async () => {
    const answer = await fetch(`${t.baseUrl}/api/games`);
    expect(answer.status).toBe(200);
    const { games } = (await answer.json()) as { games: { id: string; stake: { min: string; max: string } | null; options: object; freeSpin: object | null }[] };
    expect(games.map((game) => game.id)).toEqual(GAME_CATALOGUE.map((game) => game.id));
    const byId = Object.fromEntries(games.map((game) => [game.id, game]));
    expect(byId.keno).toMatchObject({ nameKey: 'gameNames.keno', stake: { min: nano(GAMES.minBetFre), max: nano(GAMES.maxBetFre) }, options: { picks: { min: KENO.minPicks, max: KENO.maxPicks, numbers: KENO.numbers } } });
    expect(byId.towers!.options).toEqual({ difficulties: Object.keys(TOWERS.difficulties), rows: TOWERS.rows });
    expect(byId.slot).toMatchObject({ stake: null, freeSpin: { count: SLOT_FREE_SPIN.count, everyHours: SLOT_FREE_SPIN.everyHours } });
  });
});

describe('fairness', () => {
  it('commits to a seed hash, lets the player set the client seed, and reveals the seed on rotation so rounds can be re-computed', async () => {
    const { client } = await player(100);
    const before = (await client.get('/api/games/fairness')).body;
    expect(before).toMatchObject({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), nonce: 0 });
    const seeded = await client.request('PUT', '/api/games/fairness', { clientSeed: 'my lucky seed' });
    expect(seeded.body.clientSeed).toBe('my lucky seed');
    const played = (await client.post('/api/games/keno/play', { stake: nano('1'), picks: [1, 2, 3, 4, 5] })).body.round;
    expect(played.serverSeed).toBeNull();
    expect(JSON.stringify(played)).not.toMatch(/secret/);
    const rotated = (await client.post('/api/games/fairness/rotate')).body;
    expect(hashServerSeed(rotated.previous.serverSeed)).toBe(before.serverSeedHash);
    expect(rotated.current.serverSeedHash).not.toBe(before.serverSeedHash);
    const history = (await client.get('/api/games/rounds')).body.items;
    const verified = history.find((r: any) => r.id === played.id);
    expect(verified.serverSeed).toBe(rotated.previous.serverSeed);
    const floats = generateFloats({ serverSeed: verified.serverSeed, clientSeed: verified.clientSeed, nonce: verified.nonce }, 10);
    expect(drawKeno(floats)).toEqual(played.shown.drawn);
    expect(played.shown.multiplier).toBe(KENO_PAYTABLES[5]![played.shown.hits]);
  });
});

describe('the list of rounds', () => {
  it('pages by ?limit and an opaque cursor, newest first, each round once', async () => {
    const { client } = await player(100);
    const played: string[] = [];
    for (let i = 0; i < 5; i++) played.unshift((await client.post('/api/games/keno/play', { stake: nano('1'), picks: [1, 2, 3] })).body.round.id);
    const first = await client.get('/api/games/rounds?limit=2');
    expect(first.body.items.map((round: { id: string }) => round.id)).toEqual(played.slice(0, 2));
    const seen = [...first.body.items];
    let cursor: string | null = first.body.nextCursor;
    while (cursor) {
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      const next = await client.get(`/api/games/rounds?limit=2&cursor=${cursor}`);
      seen.push(...next.body.items);
      cursor = next.body.nextCursor;
    }
    expect(seen.map((round: { id: string }) => round.id)).toEqual(played);
    expect((await client.get('/api/games/rounds?limit=101')).status).toBe(400);
    expect((await client.get('/api/games/rounds?cursor=bm90IGEgY3Vyc29y')).status).toBe(400);
  });
});

describe('bets and money', () => {
  it('keeps bets between 1 and 10,000 FRE and within the balance', async () => {
    const { client } = await player(5);
    expect((await client.post('/api/games/keno/play', { stake: nano('0.5'), picks: [1] })).body.error.code).toBe('bet_out_of_range');
    expect((await client.post('/api/games/keno/play', { stake: nano('10001'), picks: [1] })).body.error.code).toBe('bet_out_of_range');
    expect((await client.post('/api/games/keno/play', { stake: nano('6'), picks: [1] })).body.error.code).toBe('insufficient_balance');
    expect((await client.post('/api/games/keno/play', { stake: nano('1'), picks: [1, 1] })).status).toBe(400);
  });

  it('takes the bet in nano-FRE digits only, and says so in the player\'s language (docs/decisions/077)', async () => {
    const { client } = await player(5);
    for (const stake of ['1', '1.5', '1e9', '-1000000000', '']) {
      const refused = await client.post('/api/games/fre-machine/play', { stake });
      expect([refused.status, refused.body.error.code], stake).toEqual([400, stake === '1' ? 'bet_out_of_range' : 'validation_failed']);
    }
    const decimal = await client.post('/api/games/fre-machine/play', { stake: '1.5' });
    expect(decimal.body.error.details.fields.stake).toEqual({ code: 'invalid_nano_amount', message: 'Montant invalide : un nombre entier écrit en chaîne, dans l\'unité du champ (nano-FRE : 1000000000 pour 1 FRE), différent de zéro' });
    expect((await client.request('PUT', '/api/games/limits', { dailyLossLimit: '3' })).body.dailyLossLimit).toBe('3');
    expect((await client.request('PUT', '/api/games/limits', { dailyLossLimit: '3.5' })).body.error.details.fields.dailyLossLimit.code).toBe('invalid_nano_amount');
  });

  it('50 parallel bets by one user never overdraw and use 50 distinct nonces', async () => {
    const { client, user } = await player(30);
    const results = await Promise.all(Array.from({ length: 50 }, () => client.post('/api/games/fre-machine/play', { stake: nano('1') })));
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(30);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.error.code === 'insufficient_balance')).toBe(true);
    const nonces = ok.map((r) => r.body.round.nonce);
    expect(new Set(nonces).size).toBe(ok.length);
    const me = (await client.get('/api/me')).body.user;
    expect(BigInt(me.balance)).toBeGreaterThanOrEqual(0n);
    expect(await ledgerSum(user.id)).toBe(BigInt(me.balance));
  });
});

describe('multi-step games', () => {
  it('towers: the round is fixed at bet time; a double cash-out pays once; a lost round cannot be cashed out', async () => {
    const { client, user } = await player(100);
    const round = (await client.post('/api/games/towers/play', { stake: nano('10'), difficulty: 'easy' })).body.round;
    expect(round.shown).toMatchObject({ difficulty: 'easy', row: 0 });
    expect(round.shown.layout).toBeUndefined();
    expect((await client.post('/api/games/towers/play', { stake: nano('1'), difficulty: 'hard' })).body.error.code).toBe('round_active');
    // Pick a safe tile using the layout the server fixed (known to the test through the database only).
    const secret = (await t.db.query('SELECT secret FROM game_rounds WHERE id = $1', [round.id])).rows[0].secret;
    const safe = secret.layout[0][0];
    const picked = (await client.post(`/api/games/towers/${round.id}/pick`, { tile: safe })).body.round;
    expect(picked.shown.row).toBe(1);
    const [a, b] = await Promise.all([client.post(`/api/games/towers/${round.id}/cashout`), client.post(`/api/games/towers/${round.id}/cashout`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const wins = await t.db.query("SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND kind = 'game_win'", [user.id]);
    expect(wins.rows[0].n).toBe(1);

    const lost = (await client.post('/api/games/towers/play', { stake: nano('1'), difficulty: 'hard' })).body.round;
    const lostSecret = (await t.db.query('SELECT secret FROM game_rounds WHERE id = $1', [lost.id])).rows[0].secret;
    const unsafe = lostSecret.layout[0][0] === 0 ? 1 : 0;
    expect((await client.post(`/api/games/towers/${lost.id}/pick`, { tile: unsafe })).body.round.status).toBe('lost');
    expect((await client.post(`/api/games/towers/${lost.id}/cashout`)).body.error.code).toBe('round_over');
    expect(await ledgerSum(user.id)).toBe(BigInt((await client.get('/api/me')).body.user.balance));
  });

  it('towers layouts are the ones the scheme gives for the round seeds', async () => {
    const { client } = await player(10);
    const round = (await client.post('/api/games/towers/play', { stake: nano('1'), difficulty: 'medium' })).body.round;
    const row = (await t.db.query('SELECT r.secret, s.server_seed FROM game_rounds r JOIN fairness_seeds s ON s.id = r.seed_id WHERE r.id = $1', [round.id])).rows[0];
    const floats = generateFloats({ serverSeed: row.server_seed, clientSeed: round.clientSeed, nonce: round.nonce }, towersFloatCount('medium'));
    expect(row.secret.layout).toEqual(towersLayout('medium', floats));
  });

  it('hi-lo and blackjack play through their steps and settle through the ledger', async () => {
    const { client, user } = await player(100);
    const hilo = (await client.post('/api/games/hilo/play', { stake: nano('2') })).body.round;
    expect(hilo.shown.cards).toHaveLength(1);
    const card = hilo.shown.cards[0];
    const guess = card.order >= 6 ? 'lower' : 'higher';
    const after = (await client.post(`/api/games/hilo/${hilo.id}/guess`, { guess })).body.round;
    expect(after.shown.cards).toHaveLength(2);
    if (after.status === 'active') expect((await client.post(`/api/games/hilo/${hilo.id}/cashout`)).body.round.status).toBe('cashed_out');

    let bj = (await client.post('/api/games/blackjack/play', { stake: nano('5') })).body.round;
    expect(bj.shown.dealer.length === 1 || bj.status !== 'active').toBe(true);
    while (bj.status === 'active') bj = (await client.post(`/api/games/blackjack/${bj.id}/stand`)).body.round;
    expect(['won', 'lost', 'push']).toContain(bj.status);
    expect(bj.shown.dealer.length).toBeGreaterThanOrEqual(2);
    expect(await ledgerSum(user.id)).toBe(BigInt((await client.get('/api/me')).body.user.balance));
  });
});

describe('slot machine', () => {
  it('gives one free spin per rolling 24 h, plus one per referral who completed a first claim', async () => {
    const p = await player(0);
    expect((await p.client.post('/api/games/slot/play')).status).toBe(200);
    expect((await p.client.post('/api/games/slot/play')).body.error.code).toBe('no_spin_available');
    const state = (await p.client.get('/api/games/slot')).body;
    expect(state).toMatchObject({ bonusSpins: 0, freeSpinAt: expect.any(String) });
    const referral = await registerUser(t.baseUrl, t.sent, { referralCode: p.user.referralCode });
    await finishedSession(t, referral.client);
    await referral.client.post('/api/mining/claim');
    expect((await p.client.get('/api/games/slot')).body.bonusSpins).toBe(1);
    const bonus = (await p.client.post('/api/games/slot/play')).body.round;
    expect(bonus.shown.spin).toBe('free');
    expect((await p.client.post('/api/games/slot/play')).body.round.shown.spin).toBe('bonus');
    expect((await p.client.post('/api/games/slot/play')).body.error.code).toBe('no_spin_available');
  });

  it('shows a spin\'s prize in nano-FRE digits, the payout it paid (docs/decisions/077)', async () => {
    const p = await player(0);
    const { round } = (await p.client.post('/api/games/slot/play')).body;
    const prize = slotPrize(round.shown.reels);
    expect(prize).not.toBe('jackpot');
    expect(round.shown).toEqual({ reels: round.shown.reels, prize: String(BigInt(Math.round((prize as number) * 1e9))), spin: 'free', jackpot: null });
    expect(round.shown.prize).toBe(round.payout);
    expect((await p.client.get('/api/games/rounds')).body.items[0].shown).toEqual(round.shown);
  });
});

describe('FRE machine', () => {
  it('shows the pool after the round in nano-FRE digits, the one the slot\'s state gives (docs/decisions/077)', async () => {
    const { client } = await player(10);
    const { round } = (await client.post('/api/games/fre-machine/play', { stake: nano('1') })).body;
    expect(round.shown).toEqual({ won: expect.any(Boolean), pool: expect.stringMatching(/^\d+$/) });
    expect(round.shown.pool).toBe((await client.get('/api/games/slot')).body.freMachinePool);
  });
});

describe('responsible play', () => {
  it('enforces a daily loss limit and a self-exclusion period', async () => {
    const { client } = await player(100);
    expect((await client.request('PUT', '/api/games/limits', { dailyLossLimit: nano('3') })).body.dailyLossLimit).toBe('3000000000');
    let refused = false;
    for (let i = 0; i < 10 && !refused; i++) {
      const r = await client.post('/api/games/fre-machine/play', { stake: nano('1') });
      if (r.status !== 200) {
        expect(r.body.error.code).toBe('loss_limit_reached');
        refused = true;
      }
    }
    expect(refused).toBe(true);
    const excluded = await client.request('PUT', '/api/games/limits', { selfExcludeDays: 7 });
    expect(excluded.body.selfExcludedUntil).not.toBeNull();
    expect((await client.post('/api/games/slot/play')).body.error.code).toBe('self_excluded');
  });
});

describe('back office', () => {
  it('shows wagered, paid, house result and jackpot pools per game', async () => {
    await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE });
    const totals = (await admin.client.get('/api/admin/games')).body;
    expect(totals.games.map((g: any) => g.game)).toEqual(expect.arrayContaining(['keno', 'fre-machine']));
    for (const g of totals.games) expect(BigInt(g.houseResult)).toBe(BigInt(g.wagered) - BigInt(g.paid));
    expect(totals.pools.map((p: any) => p.game)).toEqual(['fre-machine', 'slot']);
  });
});
