/** A DEX price API in the DexScreener format (`GET /latest/dex/tokens/{address}`), base URL from config. */
export interface PriceQuote {
  priceTon: string;
  priceUsd: string | null;
  change24h: string | null;
}

export interface PriceClient {
  quote(jetton: string): Promise<PriceQuote | null>;
}

interface Pair {
  chainId?: string;
  priceNative?: string;
  priceUsd?: string;
  priceChange?: { h24?: number };
  quoteToken?: { symbol?: string };
  liquidity?: { usd?: number };
}

const DECIMAL = /^\d+(\.\d+)?$/;

export function createPriceClient(baseUrl: string, timeoutMs = 5_000): PriceClient {
  return {
    async quote(jetton) {
      const response = await fetch(`${baseUrl}/latest/dex/tokens/${encodeURIComponent(jetton)}`, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`price API answered ${response.status}`);
      const body = (await response.json()) as { pairs?: Pair[] | null };
      // The deepest TON-quoted pool on TON is the price.
      const pair = (body.pairs ?? [])
        .filter((p) => p.chainId === 'ton' && ['TON', 'WTON', 'pTON'].includes(p.quoteToken?.symbol ?? '') && DECIMAL.test(p.priceNative ?? ''))
        .sort((a, b) => (b.liquidity?.usd ?? 0) - (a.liquidity?.usd ?? 0))[0];
      if (!pair) return null;
      return {
        priceTon: pair.priceNative!,
        priceUsd: DECIMAL.test(pair.priceUsd ?? '') ? pair.priceUsd! : null,
        change24h: typeof pair.priceChange?.h24 === 'number' && Number.isFinite(pair.priceChange.h24) ? String(pair.priceChange.h24) : null,
      };
    },
  };
}
