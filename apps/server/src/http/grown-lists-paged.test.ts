import { HOUR_MS, PAGE, TRACKING } from '@fre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import { registerUser, type ApiClient, type ApiResponse } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

/**
 * The lists decision 060 left answered whole, now in its one envelope: every row once, in the
 * list's order, two by two, rows of the same microsecond included (the id breaks the tie).
 */
let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await adminClient(t)).client;
});
afterAll(() => t.close());

/** Reads every page of `path` with `limit=2`; the ids (or `key`s) in the order they came. */
async function walk(client: ApiClient, path: string, key: (item: any) => string = (item) => item.id): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages += 1) {
    const page: ApiResponse = await client.get(`${path}${path.includes('?') ? '&' : '?'}limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.items.length).toBeLessThanOrEqual(2);
    ids.push(...page.body.items.map(key));
    cursor = page.body.nextCursor;
    if (cursor === null) return ids;
  }
  throw new Error(`${path}: no last page`);
}

/** `count` moments an hour apart from `start`, each twice (two rows of the same microsecond). */
const moments = (start: Date, count: number, step = HOUR_MS) => Array.from({ length: count * 2 }, (_, i) => new Date(start.getTime() + Math.floor(i / 2) * step));

async function expectStrict(client: ApiClient, path: string) {
  const unknown = await client.get(`${path}${path.includes('?') ? '&' : '?'}sort=new`);
  expect(unknown.status).toBe(400);
  expect(unknown.body.error.details.fields.sort).toBeDefined();
  const forged = await client.get(`${path}${path.includes('?') ? '&' : '?'}cursor=${Buffer.from('["x"]').toString('base64url')}`);
  expect(forged.status).toBe(400);
  expect(forged.body.error.details.fields.cursor.code).toBe('invalid_value');
  expect((await client.get(`${path}${path.includes('?') ? '&' : '?'}limit=${PAGE.maxLimit + 1}`)).status).toBe(400);
}

describe('lists that grow with use, a page at a time (decision 060)', () => {
  it("the player's support tickets: newest first, each once", async () => {
    const { client, user } = await registerUser(t.baseUrl, t.sent);
    const ids: string[] = [];
    for (const at of moments(new Date('2026-01-01T00:00:00.123456Z'), 3)) {
      ids.push((await t.db.query<{ id: string }>("INSERT INTO support_tickets (user_id, category, message, created_at) VALUES ($1, 'other', 'Une question', $2) RETURNING id", [user.id, at])).rows[0]!.id);
    }
    const expected = (await t.db.query<{ id: string }>('SELECT id FROM support_tickets WHERE user_id = $1 ORDER BY created_at DESC, id DESC', [user.id])).rows.map((row) => row.id);
    expect(await walk(client, '/api/support/tickets')).toEqual(expected);
    expect(expected.sort()).toEqual(ids.sort());
    const first = await client.get('/api/support/tickets');
    expect(first.body).toMatchObject({ items: expect.any(Array), nextCursor: null });
    expect(first.body.items).toHaveLength(6);
    await expectStrict(client, '/api/support/tickets');
  });

  it("the back office's support queue: the open oldest first, the closed newest first", async () => {
    const { user } = await registerUser(t.baseUrl, t.sent);
    for (const at of moments(new Date('2026-01-02T00:00:00Z'), 3)) {
      await t.db.query("INSERT INTO support_tickets (user_id, category, message, created_at) VALUES ($1, 'wallet', 'Ouvert', $2)", [user.id, at]);
      await t.db.query("INSERT INTO support_tickets (user_id, category, message, created_at, status, reply, replied_at) VALUES ($1, 'wallet', 'Fermé', $2, 'closed', 'Réglé', $2)", [user.id, at]);
    }
    const order = (status: string, direction: string) =>
      t.db.query<{ id: string }>(`SELECT id FROM support_tickets WHERE status = $1 ORDER BY created_at ${direction}, id ${direction}`, [status]).then((result) => result.rows.map((row) => row.id));
    expect(await walk(admin, '/api/admin/support')).toEqual(await order('open', 'ASC'));
    expect(await walk(admin, '/api/admin/support?status=closed')).toEqual(await order('closed', 'DESC'));
    await expectStrict(admin, '/api/admin/support');
  });

  it("the back office's KYC queue: the decided newest first; the overdue counted beyond the page", async () => {
    const people = await Promise.all([0, 1, 2, 3].map(() => registerUser(t.baseUrl, t.sent)));
    const insert = (userId: string, status: string, at: Date, n: number) =>
      t.db.query(
        `INSERT INTO kyc_submissions (user_id, status, first_name, last_name, date_of_birth, nationality, phone, address, city, postal_code, country, document_type, document_number, front_file, selfie_file, submitted_at)
         VALUES ($1, $2, 'Ada', 'Lovelace', '1990-01-01', 'FR', '+33600000000', '1 rue de la Paix', 'Paris', '75001', 'FR', 'passport', $3, 'f', 's', $4)`,
        [userId, status, `P${n}${userId.slice(0, 8)}`, at],
      );
    let n = 0;
    for (const at of moments(new Date('2026-01-03T00:00:00Z'), 3)) await insert(people[0]!.user.id, 'rejected', at, (n += 1));
    // Four waiting, three of them past the promise: the page of one still counts the three.
    const now = t.clock.now();
    const late = new Date(now.getTime() - (TRACKING.overdueHours.kyc + 1) * HOUR_MS);
    for (const [i, person] of people.entries()) await insert(person.user.id, 'pending', i < 3 ? late : now, (n += 1));

    const rejected = await t.db.query<{ id: string }>("SELECT id FROM kyc_submissions WHERE status = 'rejected' ORDER BY submitted_at DESC, id DESC");
    expect(await walk(admin, '/api/admin/kyc?status=rejected')).toEqual(rejected.rows.map((row) => row.id));
    const pending = await admin.get('/api/admin/kyc?limit=1');
    expect(pending.body).toMatchObject({ overdue: 3, nextCursor: expect.any(String) });
    expect(pending.body.items).toHaveLength(1);
    expect(pending.body.items[0].overdue).toBe(true);
    expect(await walk(admin, '/api/admin/kyc')).toHaveLength(4);
    await expectStrict(admin, '/api/admin/kyc');
  });

  it("the back office's withdrawals: the open oldest first; the overdue counted beyond the page", async () => {
    const { user } = await registerUser(t.baseUrl, t.sent);
    const now = t.clock.now();
    const start = new Date(now.getTime() - (TRACKING.overdueHours.withdrawal + 1.5) * HOUR_MS);
    for (const at of moments(start, 3)) {
      await t.db.query("INSERT INTO withdrawals (id, user_id, amount_nano, wallet_address, approvals_needed, created_at, updated_at) VALUES (gen_random_uuid(), $1, 1000, 'EQ-test', 1, $2, $2)", [user.id, at]);
    }
    await t.db.query("INSERT INTO withdrawals (id, user_id, amount_nano, wallet_address, approvals_needed, created_at, updated_at, status) VALUES (gen_random_uuid(), $1, 1000, 'EQ-test', 1, $2, $2, 'completed')", [user.id, start]);
    const open = await t.db.query<{ id: string }>("SELECT id FROM withdrawals WHERE status <> 'completed' ORDER BY created_at, id");
    expect(await walk(admin, '/api/admin/withdrawals')).toEqual(open.rows.map((row) => row.id));
    // Six open, the last two asked for half an hour inside the promise: the page of one counts four.
    const first = await admin.get('/api/admin/withdrawals?limit=1');
    expect(first.body).toMatchObject({ overdue: 4, nextCursor: expect.any(String) });
    await expectStrict(admin, '/api/admin/withdrawals');
  });

  it("the information messages, the player's and the back office's: newest first; the unread count beyond the page", async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    for (let i = 1; i <= 5; i += 1) await t.db.query('INSERT INTO information_messages (title, content, created_at) VALUES ($1, $2, $3)', [`Annonce ${i}`, 'Texte', t.clock.now()]);
    const newestFirst = (await t.db.query<{ id: string }>('SELECT id::text FROM information_messages ORDER BY id DESC')).rows.map((row) => row.id);
    expect(await walk(client, '/api/messages')).toEqual(newestFirst);
    expect(await walk(admin, '/api/admin/messages')).toEqual(newestFirst);
    const first = await client.get('/api/messages?limit=2');
    expect(first.body).toMatchObject({ global: null, unreadCount: 5, nextCursor: expect.any(String) });
    expect(first.body.items.map((m: { read: boolean }) => m.read)).toEqual([false, false]);
    await expectStrict(client, '/api/messages');
    await expectStrict(admin, '/api/admin/messages');
  });

  it("the back office's bonus codes and a code's usages: newest first", async () => {
    const now = t.clock.now();
    const codeIds: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const inserted = await t.db.query<{ id: string }>(
        "INSERT INTO bonus_codes (code, type, reward_value, max_uses, created_at, updated_at) VALUES ($1, 'fre', 1000, 10, $2, $2) RETURNING id::text",
        [`PAGE${i}`, now],
      );
      codeIds.push(inserted.rows[0]!.id);
    }
    const everyCode = (await t.db.query<{ id: string }>('SELECT id::text FROM bonus_codes ORDER BY id DESC')).rows.map((row) => row.id);
    expect(await walk(admin, '/api/admin/bonus-codes')).toEqual(everyCode);
    const players = await Promise.all([0, 1, 2].map(() => registerUser(t.baseUrl, t.sent)));
    for (const { user } of players) {
      await t.db.query("INSERT INTO bonus_code_usages (code_id, user_id, code, type, reward_value, used_at) VALUES ($1, $2, 'PAGE1', 'fre', 1000, $3)", [codeIds[0], user.id, now]);
    }
    const usages = async (path: string) => {
      const names: string[] = [];
      for (let cursor: string | null = null, pages = 0; pages < 10; pages += 1) {
        const page: ApiResponse = await admin.get(`${path}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.status).toBe(200);
        names.push(...page.body.items.map((usage: { nickname: string }) => usage.nickname));
        cursor = page.body.nextCursor;
        if (cursor === null) break;
      }
      return names;
    };
    expect(await usages(`/api/admin/bonus-codes/${codeIds[0]}/usages`)).toEqual(players.map(({ user }) => user.nickname).reverse());
    await expectStrict(admin, '/api/admin/bonus-codes');
    await expectStrict(admin, `/api/admin/bonus-codes/${codeIds[0]}/usages`);
  });

  it("the player's referrals: newest first, each once, counted beyond the page", async () => {
    const referrer = await registerUser(t.baseUrl, t.sent);
    const friends = await Promise.all([0, 1, 2, 3, 4].map(() => registerUser(t.baseUrl, t.sent, { verify: false })));
    // Two by two in the same microsecond: the id breaks the tie.
    for (const [i, { user }] of friends.entries()) {
      await t.db.query('UPDATE users SET referred_by = $2, created_at = $3 WHERE id = $1', [user.id, referrer.user.id, new Date(Date.UTC(2026, 0, 5, Math.floor(i / 2)))]);
    }
    await t.db.query('UPDATE users SET referral_count = 5 WHERE id = $1', [referrer.user.id]);
    const newestFirst = (await t.db.query<{ id: string }>('SELECT id FROM users WHERE referred_by = $1 ORDER BY created_at DESC, id DESC', [referrer.user.id])).rows.map((row) => row.id);
    expect(await walk(referrer.client, '/api/referrals')).toEqual(newestFirst);
    expect((await referrer.client.get('/api/referrals?limit=2')).body).toMatchObject({ referralCount: 5, nextCursor: expect.any(String), code: expect.any(String) });
    await expectStrict(referrer.client, '/api/referrals');
  });

  it("the back office's shop orders: newest first, each once", async () => {
    const { user } = await registerUser(t.baseUrl, t.sent);
    let n = 0;
    for (const at of moments(new Date('2026-01-06T00:00:00.654321Z'), 3)) {
      n += 1;
      await t.db.query(
        "INSERT INTO shop_orders (user_id, item_id, method, amount_nanoton, comment, valid_until, created_at) VALUES ($1, 'FRE1', 'ton', 1500000000, $2, $3, $3)",
        [user.id, `FRE-PAGE${n}`, at],
      );
      await t.db.query("INSERT INTO shop_orders (user_id, item_id, method, amount_stars, valid_until, created_at) VALUES ($1, 'FRE1', 'stars', 50, $2, $2)", [user.id, at]);
    }
    const newestFirst = (await t.db.query<{ id: string }>('SELECT id FROM shop_orders ORDER BY created_at DESC, id DESC')).rows.map((row) => row.id);
    expect(newestFirst.length).toBeGreaterThanOrEqual(6);
    expect(await walk(admin, '/api/admin/shop/orders')).toEqual(newestFirst);
    const first = await admin.get('/api/admin/shop/orders?limit=1');
    expect(first.body.items[0]).toMatchObject({ nickname: user.nickname, itemId: 'FRE1' });
    await expectStrict(admin, '/api/admin/shop/orders');
  });

  it("the back office's TON payments kept for review: newest first, the credited left out", async () => {
    for (const [i, at] of moments(new Date('2026-01-07T00:00:00.000001Z'), 3).entries()) {
      await t.db.query(
        "INSERT INTO shop_payments (tx_hash, lt, amount_nanoton, comment, outcome, received_at, recorded_at) VALUES ($1, $2, 1000, 'FRE-NONE', $3, $4, $4)",
        [`hash-page-${i}`, 1000 + i, i === 0 ? 'credited' : 'unknown_comment', at],
      );
    }
    const kept = (await t.db.query<{ tx_hash: string }>("SELECT tx_hash FROM shop_payments WHERE outcome <> 'credited' ORDER BY recorded_at DESC, tx_hash DESC")).rows.map((row) => row.tx_hash);
    expect(kept).toHaveLength(5);
    expect(await walk(admin, '/api/admin/shop/payments', (payment) => payment.txHash)).toEqual(kept);
    await expectStrict(admin, '/api/admin/shop/payments');
  });

  it("the back office's ads: newest first, each once", async () => {
    const now = t.clock.now();
    for (let i = 1; i <= 5; i += 1) {
      await t.db.query("INSERT INTO ads (placement, title, link, starts_at, ends_at, created_at) VALUES ('dashboard', $1, 'https://t.me/fre', $2, $3, $2)", [`Pub ${i}`, now, new Date(now.getTime() + HOUR_MS)]);
    }
    const newestFirst = (await t.db.query<{ id: string }>('SELECT id::text FROM ads ORDER BY id DESC')).rows.map((row) => row.id);
    expect(await walk(admin, '/api/admin/ads')).toEqual(newestFirst);
    await expectStrict(admin, '/api/admin/ads');
  });

  it("the refused Telegram updates: those to review oldest first, or all newest first; the count to review beyond the page", async () => {
    const { user } = await registerUser(t.baseUrl, t.sent);
    for (const [i, at] of moments(new Date('2026-01-08T00:00:00.000002Z'), 3).entries()) {
      const reviewed = i % 3 === 0 ? at : null;
      await t.db.query(
        "INSERT INTO telegram_refused_updates (digest, update_id, kind, reason, body, received_at, reviewed_at, reviewed_by) VALUES (sha256($1::bytea), $2, 'other', 'update_id: too_big', '{}', $3, $4, $5)",
        [Buffer.from(`page-${i}`), 7000 + i, at, reviewed, reviewed ? user.id : null],
      );
    }
    const ids = (where: string, direction: string) =>
      t.db.query<{ id: string }>(`SELECT id FROM telegram_refused_updates ${where} ORDER BY received_at ${direction}, id ${direction}`).then((result) => result.rows.map((row) => row.id));
    const toReview = await ids('WHERE reviewed_at IS NULL', 'ASC');
    expect(toReview.length).toBeGreaterThanOrEqual(4);
    expect(await walk(admin, '/api/admin/telegram/refused-updates')).toEqual(toReview);
    expect(await walk(admin, '/api/admin/telegram/refused-updates?status=all')).toEqual(await ids('', 'DESC'));
    const first = await admin.get('/api/admin/telegram/refused-updates?status=all&limit=1');
    expect(first.body).toMatchObject({ unreviewed: toReview.length, nextCursor: expect.any(String) });
    expect((await admin.get('/api/admin/telegram/refused-updates?status=new')).status).toBe(400);
    await expectStrict(admin, '/api/admin/telegram/refused-updates');
  });

  it("the back office's Stars payments: those under review oldest first, or all newest first; the count under review beyond the page", async () => {
    const { user } = await registerUser(t.baseUrl, t.sent);
    for (const [i, at] of moments(new Date('2026-01-09T00:00:00.000003Z'), 3).entries()) {
      // Credited, under review, reviewed, refunded, under review, under review.
      const outcome = i === 0 ? 'credited' : 'unknown_order';
      await t.db.query(
        `INSERT INTO star_payments (telegram_payment_charge_id, telegram_user_id, stars, payload, outcome, received_at, reviewed_at, reviewed_by, refunded_at, refunded_by, refund_reversal)
         VALUES ($1, 8100000009, 50, 'order:none', $2, $3, $4, $5, $6, $7, $8)`,
        [i === 1 ? `stxPAGE1${'x'.repeat(248)}` : `stxPAGE${i}`, outcome, at, i === 2 ? at : null, i === 2 ? user.id : null, i === 3 ? at : null, i === 3 ? user.id : null, i === 3 ? 'nothing_granted' : null],
      );
    }
    const keys = (where: string, direction: string) =>
      t.db.query<{ id: string }>(`SELECT telegram_payment_charge_id AS id FROM star_payments ${where} ORDER BY received_at ${direction}, md5(telegram_payment_charge_id) ${direction}`).then((result) => result.rows.map((row) => row.id));
    const underReview = await keys("WHERE outcome <> 'credited' AND refunded_at IS NULL AND reviewed_at IS NULL", 'ASC');
    // One charge id of 256 characters, Telegram's most: its cursor stays within the cursor's bound.
    expect(underReview).toEqual(expect.arrayContaining([`stxPAGE1${'x'.repeat(248)}`, 'stxPAGE4', 'stxPAGE5']));
    const chargeId = (payment: { chargeId: string }) => payment.chargeId;
    expect(await walk(admin, '/api/admin/shop/star-payments', chargeId)).toEqual(underReview);
    expect(await walk(admin, '/api/admin/shop/star-payments?status=all', chargeId)).toEqual(await keys('', 'DESC'));
    // The page that ends on the long charge id: its cursor is short enough to be sent back.
    const long = await admin.get('/api/admin/shop/star-payments?limit=1');
    expect(long.body.items[0].chargeId).toBe(underReview[0]);
    expect((await admin.get(`/api/admin/shop/star-payments?limit=1&cursor=${long.body.nextCursor}`)).body.items[0].chargeId).toBe(underReview[1]);
    const first = await admin.get('/api/admin/shop/star-payments?status=all&limit=1');
    expect(first.body).toMatchObject({ unreviewed: underReview.length, nextCursor: expect.any(String) });
    expect((await admin.get('/api/admin/shop')).body.starPayments).toBeUndefined();
    await expectStrict(admin, '/api/admin/shop/star-payments');
  });
});
