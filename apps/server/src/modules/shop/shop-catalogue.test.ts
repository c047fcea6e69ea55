import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { catalogueRows, syncShopCatalogue } from './shop-catalogue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const items = async () =>
  (await t.db.query<{ id: string; kind: string; rate_nano: bigint | null; days: number | null; amount_nano: bigint | null; price_nanoton: bigint | null; price_stars: number | null; available: boolean; sort: number }>(
    'SELECT id, kind, rate_nano, days, amount_nano, price_nanoton, price_stars, available, sort FROM shop_items ORDER BY sort',
  )).rows;

describe('the shop catalogue', () => {
  it("is the domain's, the constants the texts quote, once the server has started", async () => {
    expect(await syncShopCatalogue(t.db)).toEqual([]);
    expect((await items()).map(({ id, kind, rate_nano, days, amount_nano, sort, price_stars }) => ({ id, kind, rateNano: rate_nano, days, amountNano: amount_nano, sort, stars: price_stars })))
      .toEqual(catalogueRows());
  });

  it('follows a changed constant and brings back a missing item, keeping what admins set', async () => {
    await t.db.query(`UPDATE shop_items SET rate_nano = 1, days = 99, price_nanoton = 2500000000, available = false WHERE id = 'BOOST7'`);
    await t.db.query(`DELETE FROM shop_items WHERE id = 'FREBOX75000'`);
    expect((await syncShopCatalogue(t.db)).sort()).toEqual(['BOOST7', 'FREBOX75000']);
    const byId = new Map((await items()).map((item) => [item.id, item]));
    const boost = catalogueRows().find((row) => row.id === 'BOOST7')!;
    expect(byId.get('BOOST7')).toMatchObject({ rate_nano: boost.rateNano, days: boost.days, price_nanoton: 2_500_000_000n, available: false });
    // Back, but not for sale until an admin prices it.
    expect(byId.get('FREBOX75000')).toMatchObject({ amount_nano: catalogueRows().find((row) => row.id === 'FREBOX75000')!.amountNano, price_nanoton: null });
    expect(await syncShopCatalogue(t.db)).toEqual([]);
  });

  it("seeds each item's price in Stars once, then keeps the admins' choice, off sale included", async () => {
    await t.db.query(`UPDATE shop_items SET price_stars = NULL WHERE id = 'FRE1'`);
    await t.db.query(`UPDATE shop_items SET price_stars = 999 WHERE id = 'BOOST15'`);
    await t.db.query(`DELETE FROM shop_items WHERE id = 'FREBOX15000'`);
    expect(await syncShopCatalogue(t.db)).toEqual(['FREBOX15000']);
    const byId = new Map((await items()).map((item) => [item.id, item]));
    expect(byId.get('FRE1')!.price_stars).toBeNull();
    expect(byId.get('BOOST15')!.price_stars).toBe(999);
    expect(byId.get('FREBOX15000')!.price_stars).toBe(catalogueRows().find((row) => row.id === 'FREBOX15000')!.stars);
  });
});
