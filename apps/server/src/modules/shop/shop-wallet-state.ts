import { Address } from '@ton/core';
import type { AppContext } from '#server/app-context.ts';
import { saveCheck } from '#server/modules/service-health/service-health.repository.ts';
import { createIndexerClient, type AccountStatus, type IndexerClient } from './indexer-client.ts';

/** The health row of the shop wallet, listed with the outside services in /admin. */
export const SHOP_WALLET_CHECK = 'shop-wallet';

/**
 * What each state means for payments and what the operator does about it (docs/operations.md,
 * Shop wallet). The shop hands out the non-bounceable address, so a wallet that is not deployed
 * still keeps what it is sent; a frozen one cannot spend it and bounces bounceable payments.
 */
export function describeShopWallet(status: AccountStatus): { ok: boolean; detail: string } {
  switch (status) {
    case 'active':
      return { ok: true, detail: 'active' };
    case 'uninit':
      return { ok: true, detail: 'uninitialised: payments are received and kept; it deploys with its first outgoing transfer from the wallet app' };
    // Healthy too: the first payment creates the account and stays on it, as for an uninitialised one.
    case 'nonexist':
      return { ok: true, detail: 'no account yet: payments are received and kept; check that SHOP_WALLET_ADDRESS is your wallet on this network' };
    case 'frozen':
      // Topping up pays the debt but does not unfreeze: that takes the wallet's old code and data.
      return { ok: false, detail: 'frozen: storage fees unpaid — top it up from the wallet app, then unfreeze it (docs/operations.md, Shop wallet); payments may bounce meanwhile' };
  }
}

/**
 * Reads the shop wallet's state from the indexer and saves it as a health row; null without a
 * shop wallet. Throws when the indexer does not answer, and then nothing is saved: the last known
 * state stays, with its time, beside the `ton-indexer` row that says the indexer is down.
 */
export async function checkShopWallet(ctx: AppContext, indexer?: IndexerClient): Promise<AccountStatus | null> {
  const { config, db, clock } = ctx;
  if (!config.ton.shopWallet) return null;
  const client = indexer ?? createIndexerClient(config.ton.indexerUrl, config.ton.indexerApiKey, 5_000);
  const status = await client.accountStatus(Address.parse(config.ton.shopWallet).toRawString());
  const { ok, detail } = describeShopWallet(status);
  await saveCheck(db, SHOP_WALLET_CHECK, ok, detail, clock.now());
  return status;
}

/** Once at start: the state in the log too, as a warning when payments may bounce. Never throws. */
export async function reportShopWalletAtStart(ctx: AppContext, indexer?: IndexerClient): Promise<void> {
  try {
    const status = await checkShopWallet(ctx, indexer);
    if (status === null) return;
    const { ok, detail } = describeShopWallet(status);
    if (ok) ctx.log.info({ shopWallet: status }, `shop wallet: ${detail}`);
    else ctx.log.warn({ shopWallet: status }, `shop wallet: ${detail}`);
  } catch (error) {
    ctx.log.warn({ err: error }, 'shop wallet: state unknown, the indexer did not answer');
  }
}
