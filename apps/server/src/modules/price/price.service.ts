import { DAY_MS, PRICE } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createPriceClient, type PriceClient } from './price-client.ts';
import * as repo from './price.repository.ts';

export function createPriceService(ctx: AppContext, client: PriceClient = createPriceClient(ctx.config.price.apiUrl)) {
  const { db, clock, config } = ctx;
  let inFlight: Promise<void> | null = null;

  /** Fetches and stores one sample; a failing API leaves the history as it is (no invented price). */
  async function sample(): Promise<void> {
    if (!config.price.jetton) return;
    const quote = await client.quote(config.price.jetton).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'price API unavailable');
      return null;
    });
    if (quote) await repo.insertPoint(db, clock.now(), quote);
  }

  return {
    sample,

    async current() {
      const now = clock.now();
      let points = await repo.pointsSince(db, new Date(now.getTime() - PRICE.historyDays * DAY_MS));
      if (!points.length || now.getTime() - points.at(-1)!.at.getTime() > PRICE.cacheMs) {
        inFlight ??= sample().finally(() => (inFlight = null));
        await inFlight;
        points = await repo.pointsSince(db, new Date(now.getTime() - PRICE.historyDays * DAY_MS));
      }
      const last = points.at(-1);
      if (!last || now.getTime() - last.at.getTime() > PRICE.staleAfterMs) throw new AppError('price_unavailable');
      return {
        priceTon: last.price_ton,
        priceUsd: last.price_usd,
        change24h: last.change_24h,
        updatedAt: last.at.toISOString(),
        history: points.map((p) => ({ at: p.at.toISOString(), priceTon: p.price_ton, priceUsd: p.price_usd })),
        tradingUrl: config.price.tradingEmbedUrl,
      };
    },
  };
}

export type PriceService = ReturnType<typeof createPriceService>;
