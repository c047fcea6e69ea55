import { afterAll, beforeAll, expect, it } from 'vitest';
import { SORT_TIME } from '#server/db/keyset-page.ts';
import { insertSqlUser } from '#server-test/sql-users.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { referralsPage, type ReferralsPage } from './referrals.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Page = Parameters<typeof referralsPage>[4];

/** The statement referralsPage sent before the function referrals_page (migration 039), mapped as it was: the reference. */
async function pageBefore(referrerId: string, now: Date, today: string, page: Page): Promise<ReferralsPage> {
  const result = await t.db.query(
    `SELECT u.referral_count AS total, u.qualified_referral_count AS qualified,
       (SELECT count(*) FROM users r WHERE r.referred_by = u.id AND r.mining_until > $2 AND r.referral_credit_frozen_at IS NULL) AS active,
       (SELECT p.nickname FROM users p WHERE p.id = u.referred_by AND p.deleted_at IS NULL) AS referred_by_nickname,
       (SELECT coalesce(json_agg(json_build_object('id', l.id, 'nickname', l.nickname, 'created_at', l.created_at, 'sort_at', l.sort_at, 'active', l.active, 'reminded_today', l.reminded_today)
                 ORDER BY l.created_at DESC, l.id DESC), '[]'::json)
          FROM (SELECT r.id, r.nickname, r.created_at, ${SORT_TIME('r.created_at')} AS sort_at, coalesce(r.mining_until > $2, false) AS active,
                  r.id = ANY (ARRAY(SELECT m.referred_id FROM referral_reminders m WHERE m.referrer_id = $1 AND m.day = $3::date)) AS reminded_today
                FROM users r WHERE r.referred_by = u.id AND ($5::timestamptz IS NULL OR (r.created_at, r.id) < ($5::timestamptz, $6::uuid))
                ORDER BY r.created_at DESC, r.id DESC LIMIT $4) l) AS referrals
     FROM users u WHERE u.id = $1`,
    [referrerId, now, today, page.limit, page.after?.at ?? null, page.after?.id ?? null],
  );
  const row = result.rows[0];
  if (!row) return { referrals: [], total: 0, active: 0, qualified: 0, referredByNickname: null };
  return {
    referrals: row.referrals.map((referral: { created_at: string }) => ({ ...referral, created_at: new Date(referral.created_at) })),
    total: row.total,
    active: Number(row.active),
    qualified: row.qualified,
    referredByNickname: row.referred_by_nickname,
  };
}

it('answers the group page as the query before the function did: counts, live state, reminders, pages and cursors', async () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const today = '2026-11-29';
  const grandparent = await insertSqlUser(t.db);
  const referrer = await insertSqlUser(t.db, { referred_by: grandparent });
  const referrals: string[] = [];
  for (let i = 0; i < 7; i++) {
    referrals.push(await insertSqlUser(t.db, {
      referred_by: referrer,
      // Two share a creation time to the microsecond: the cursor breaks the tie on the id.
      created_at: new Date(Date.UTC(2026, 10, 20, 10, 0, i === 3 ? 2 : i)),
      mining_until: i % 2 === 0 ? new Date(now.getTime() + 3_600_000) : i === 1 ? new Date(now.getTime() - 1) : null,
      referral_credit_frozen_at: i === 4 ? now : null,
    }));
  }
  await t.db.query('INSERT INTO referral_reminders (referrer_id, referred_id, day) VALUES ($1, $2, $4), ($1, $3, $5)', [referrer, referrals[1], referrals[3], today, '2026-11-28']);

  const pages: Page[] = [{ after: null, limit: 20 }, { after: null, limit: 3 }];
  const first = await referralsPage(t.db, referrer, now, today, { after: null, limit: 3 });
  for (const row of first.referrals) pages.push({ after: { at: row.sort_at, id: row.id }, limit: 3 });
  for (const page of pages) expect(await referralsPage(t.db, referrer, now, today, page), JSON.stringify(page)).toEqual(await pageBefore(referrer, now, today, page));

  const whole = await referralsPage(t.db, referrer, now, today, { after: null, limit: 20 });
  expect(whole.referrals).toHaveLength(7);
  expect(whole.active).toBe(3); // 0, 2 and 6 mining; 4 mining but frozen
  expect(whole.referrals.filter((row) => row.reminded_today)).toHaveLength(1);
  expect(whole.referredByNickname).not.toBeNull();

  // The referrer's referrer deleted, a referral's page, and an unknown account.
  await t.db.query('UPDATE users SET deleted_at = $2 WHERE id = $1', [grandparent, now]);
  for (const id of [referrer, referrals[0]!, grandparent, '00000000-0000-4000-8000-000000000000']) {
    expect(await referralsPage(t.db, id, now, today, { after: null, limit: 20 }), id).toEqual(await pageBefore(id, now, today, { after: null, limit: 20 }));
  }
  expect((await referralsPage(t.db, referrer, now, today, { after: null, limit: 20 })).referredByNickname).toBeNull();
});
