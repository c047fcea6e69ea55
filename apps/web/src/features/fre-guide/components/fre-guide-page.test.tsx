import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { FreGuidePage } from './fre-guide-page.tsx';

const price = (tradingUrl: string | null) => ({
  'GET /api/price': { status: 200, body: { priceTon: '0.000125', priceUsd: '0.00068', change24h: '3.4', updatedAt: '2025-01-01T12:00:00Z', history: [], tradingUrl } },
});

describe('FreGuidePage', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['fre-guide']);
  });

  it('without an exchange, says the trading step waits for one instead of sending to trading (which sends back here)', async () => {
    stubApi(price(null));
    renderWithProviders(<FreGuidePage />);
    await screen.findByText(/The FRE exchange is not open on this app yet/);
    expect(screen.queryByRole('link', { name: 'See trading' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to mining' }).getAttribute('href')).toBe('/dashboard');
  });

  it('without a price either, still no way to trading', async () => {
    stubApi({ 'GET /api/price': { status: 503, body: { error: { code: 'price_unavailable', message: 'The FRE price is temporarily unavailable' } } } });
    renderWithProviders(<FreGuidePage />);
    await screen.findByText(/The FRE exchange is not open on this app yet/);
    expect(screen.queryByRole('link', { name: 'See trading' })).toBeNull();
  });

  it('with an exchange, the trading step leads to the trading page', async () => {
    stubApi(price('https://trade.example/fre'));
    renderWithProviders(<FreGuidePage />);
    expect((await screen.findByRole('link', { name: 'See trading' })).getAttribute('href')).toBe('/trading');
    expect(screen.queryByText(/The FRE exchange is not open/)).toBeNull();
  });
});
