/** The shop as the tests run it: a shop wallet watched through the indexer stand-in, priced items, buyers with a linked wallet. */
import { loadConfig } from '#server/config.ts';
import { createShopService } from '#server/modules/shop/shop.service.ts';
import { registerUser } from './api-client.ts';
import { nano, type Admin } from './money-helpers.ts';
import type { TestApp } from './test-app.ts';
import { linkWallet } from './wallet-helpers.ts';

export const SHOP_WALLET = `0:${'AB'.repeat(32)}`;

/** Settings of a test app whose shop is paid to SHOP_WALLET and confirmed by the indexer at `indexerUrl`. */
export const shopEnv = (indexerUrl: string) => ({ SHOP_WALLET_ADDRESS: SHOP_WALLET, TON_INDEXER_URL: indexerUrl, TON_PROOF_DOMAIN: 'localhost:3000' });

/** Prices in TON of the items the tests buy (the others keep no price: unavailable), sent as nanoTON. */
export async function priceShopItems(admin: Admin, prices: Record<string, string> = { FRE1: '1.5', FRE3: '3', BOOST7: '2', FREBOX7500: '0.75' }): Promise<void> {
  for (const [id, price] of Object.entries(prices)) {
    const response = await admin.client.patch(`/api/admin/shop/items/${id}`, { price: nano(price) });
    if (response.status !== 200) throw new Error(`pricing ${id} failed: ${JSON.stringify(response.body)}`);
  }
}

/**
 * What the shop-indexer job of one server runs, on the test database and clock: several of these
 * polling at once are several replicas (or a job turn overlapping another) seeing the same payments.
 */
export function indexerJob(t: TestApp, indexerUrl: string) {
  return createShopService({
    config: loadConfig({ NODE_ENV: 'test', SHOP_WALLET_ADDRESS: SHOP_WALLET, TON_INDEXER_URL: indexerUrl }),
    db: t.db, clock: t.clock, mailer: { send: async () => undefined }, log: t.app.log,
  });
}

/** A verified user with a linked wallet, who can order. */
export async function buyer(t: TestApp) {
  const p = await registerUser(t.baseUrl, t.sent);
  await linkWallet(t, p.client);
  return p;
}
