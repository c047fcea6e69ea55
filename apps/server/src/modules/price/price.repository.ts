import type { Queryable } from '#server/db/pool.ts';
import type { PriceQuote } from './price-client.ts';

export async function insertPoint(db: Queryable, at: Date, quote: PriceQuote): Promise<void> {
  await db.query(
    'INSERT INTO price_points (at, price_ton, price_usd, change_24h) VALUES ($1, $2, $3, $4) ON CONFLICT (at) DO NOTHING',
    [at, quote.priceTon, quote.priceUsd, quote.change24h],
  );
}

export async function pointsSince(db: Queryable, since: Date) {
  const result = await db.query<{ at: Date; price_ton: string; price_usd: string | null; change_24h: string | null }>(
    'SELECT at, price_ton::text, price_usd::text, change_24h::text FROM price_points WHERE at >= $1 ORDER BY at',
    [since],
  );
  return result.rows;
}
