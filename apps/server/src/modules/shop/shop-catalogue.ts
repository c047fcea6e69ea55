import { BOOST_BOXES, FRE_BOXES, PACKS } from '@fre/domain';
import type { Queryable } from '#server/db/pool.ts';

/** What each item gives, from the domain's catalogue, in the shop's order (packs, boosts, FRE boxes). */
export function catalogueRows() {
  return [
    ...PACKS.map((pack, index) => ({ id: pack.id, kind: 'pack', rateNano: pack.rateNano, days: null, amountNano: null, sort: 10 + index, stars: pack.stars })),
    ...BOOST_BOXES.map((box, index) => ({ id: box.id, kind: 'boost_box', rateNano: box.rateNano, days: box.days, amountNano: null, sort: 20 + index, stars: box.stars })),
    ...FRE_BOXES.map((box, index) => ({ id: box.id, kind: 'fre_box', rateNano: null, days: null, amountNano: box.amountNano, sort: 30 + index, stars: box.stars })),
  ];
}

/**
 * Makes the shop's items give what the domain's catalogue says (PACKS, BOOST_BOXES, FRE_BOXES), the
 * numbers the landing, the tutorial and the FAQ quote. Migration 005 seeded the same rows and is
 * never edited (it is checksummed): a changed rate or a new item of the constants reaches the table
 * here, at start, idempotent across instances. Prices, availability and required levels stay the
 * admins'; a new item has no TON price, so it is not for sale in TON until one is set. Its price in
 * Stars is the catalogue's, written once (`stars_seeded`): after that it is the admins' too.
 * @returns the ids of the items inserted or changed
 */
export async function syncShopCatalogue(db: Queryable): Promise<string[]> {
  const rows = catalogueRows();
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  const result = await db.query<{ id: string }>(
    `INSERT INTO shop_items (id, kind, rate_nano, days, amount_nano, sort)
     SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::int[], $5::bigint[], $6::int[])
     ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, rate_nano = EXCLUDED.rate_nano, days = EXCLUDED.days, amount_nano = EXCLUDED.amount_nano, updated_at = now()
       WHERE (shop_items.kind, shop_items.rate_nano, shop_items.days, shop_items.amount_nano)
         IS DISTINCT FROM (EXCLUDED.kind, EXCLUDED.rate_nano, EXCLUDED.days, EXCLUDED.amount_nano)
     RETURNING id`,
    [column('id'), column('kind'), column('rateNano'), column('days'), column('amountNano'), column('sort')],
  );
  const seeded = await db.query<{ id: string }>(
    `UPDATE shop_items i SET price_stars = s.stars, stars_seeded = true, updated_at = now()
     FROM unnest($1::text[], $2::int[]) AS s (id, stars) WHERE i.id = s.id AND NOT i.stars_seeded RETURNING i.id`,
    [column('id'), column('stars')],
  );
  return [...new Set([...result.rows, ...seeded.rows].map((row) => row.id))];
}
