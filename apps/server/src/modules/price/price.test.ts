import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE } from '@fre/domain';
import { ApiClient } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

const JETTON = 'EQFREjettonMasterAddressForTestsOnly000000000000';
let dex: http.Server;
let dexUrl: string;
let calls = 0;
let healthy = true;

beforeAll(async () => {
  dex = http.createServer((request, response) => {
    calls += 1;
    response.setHeader('content-type', 'application/json');
    if (!healthy || request.url !== `/latest/dex/tokens/${JETTON}`) {
      response.statusCode = 503;
      return response.end('{"error":"unavailable"}');
    }
    response.end(JSON.stringify({
      schemaVersion: '1.0.0',
      pairs: [
        { chainId: 'ton', dexId: 'stonfi', priceNative: '0.00012', priceUsd: '0.00063', priceChange: { h24: -3.2 }, quoteToken: { symbol: 'USDT' }, liquidity: { usd: 999999 } },
        { chainId: 'ton', dexId: 'dedust', priceNative: '0.000125', priceUsd: '0.00066', priceChange: { h24: 4.75 }, quoteToken: { symbol: 'TON' }, liquidity: { usd: 50000 } },
        { chainId: 'ton', dexId: 'stonfi', priceNative: '0.000130', priceUsd: '0.00068', priceChange: { h24: 1.1 }, quoteToken: { symbol: 'TON' }, liquidity: { usd: 1000 } },
      ],
    }));
  });
  await new Promise<void>((resolve) => dex.listen(0, '127.0.0.1', resolve));
  dexUrl = `http://127.0.0.1:${(dex.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => dex.close(() => resolve())));

describe('FRE price', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PRICE_API_URL: dexUrl, FRE_JETTON_ADDRESS: JETTON });
  });
  afterAll(() => t.close());

  it('serves the deepest TON pool price, cached 5 minutes, with its history', async () => {
    const client = new ApiClient(t.baseUrl);
    const first = await client.get('/api/price');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ priceTon: '0.000125', priceUsd: '0.00066', change24h: '4.75' });
    const before = calls;
    await client.get('/api/price');
    expect(calls).toBe(before);
    t.clock.advance(PRICE.cacheMs + 1);
    const second = await client.get('/api/price');
    expect(calls).toBe(before + 1);
    expect(second.body.history).toHaveLength(2);
  });

  it('keeps the last price while it is fresh when the API fails, then says it is unavailable (no invented price)', async () => {
    const client = new ApiClient(t.baseUrl);
    healthy = false;
    t.clock.advance(PRICE.cacheMs + 1);
    expect((await client.get('/api/price')).status).toBe(200);
    t.clock.advance(PRICE.staleAfterMs);
    const down = await client.get('/api/price');
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('price_unavailable');
    healthy = true;
  });
});

it('answers price_unavailable when no price source is configured', async () => {
  const t = await startTestApp();
  try {
    const response = await new ApiClient(t.baseUrl, 'en').get('/api/price');
    expect(response.status).toBe(503);
    expect(response.body.error).toEqual({ code: 'price_unavailable', message: 'The FRE price is unavailable right now', requestId: expect.any(String) });
  } finally {
    await t.close();
  }
});
