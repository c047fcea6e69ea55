import type { AppContext } from '../app-context.ts';
import { PRICE, SHOP } from '@fre/domain';
import { createPriceService } from '../modules/price/price.service.ts';
import { createShopService } from '../modules/shop/shop.service.ts';
import { createStatsService } from '../modules/stats/stats.service.ts';
import type { PeriodicJob } from './job-runner.ts';

/** Every periodic job of the product, with its period. */
export function backgroundJobs(ctx: AppContext): PeriodicJob[] {
  const stats = createStatsService(ctx);
  const shop = createShopService(ctx);
  const price = createPriceService(ctx);
  return [
    { name: 'stats-rollup', everyMs: 5 * 60_000, run: () => stats.refresh() },
    { name: 'shop-expire-orders', everyMs: 60_000, run: () => shop.expireOrders() },
    ...(ctx.config.price.jetton ? [{ name: 'price-sample', everyMs: PRICE.cacheMs, run: () => price.sample() }] : []),
    ...(shop.configured ? [{ name: 'shop-indexer', everyMs: SHOP.indexerPollMs, run: () => shop.pollIndexer() }] : []),
  ];
}
