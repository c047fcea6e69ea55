import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { TradingPage } from './trading-page.tsx';

describe('TradingPage', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['trading', 'price']);
  });

  it('shows a designed "price unavailable" state, and no number, when the server has no price', async () => {
    stubApi({ 'GET /api/price': { status: 503, body: { error: { code: 'price_unavailable', message: 'The FRE price is temporarily unavailable' } } } });
    renderWithProviders(<TradingPage />);
    await screen.findByText('Price unavailable');
    screen.getByRole('button', { name: 'Try again' });
    expect(screen.queryByText(/TON$/)).toBeNull();
    screen.getByText(/The trading platform isn't available here yet/);
  });

  it('shows the price, the 24 h change in green and the link to the trading page', async () => {
    stubApi({
      'GET /api/price': {
        status: 200,
        body: { priceTon: '0.000125', priceUsd: '0.00068', change24h: '3.4', updatedAt: '2025-01-01T12:00:00Z', history: [], tradingUrl: 'https://trade.example/fre' },
      },
    });
    renderWithProviders(<TradingPage />);
    await screen.findByText('0.000125');
    expect(screen.getByLabelText('24 h change: +3.4%').className).toMatch(/up/);
    expect(screen.getByRole('link', { name: /Open the trading platform/ }).getAttribute('href')).toBe('https://trade.example/fre');
    screen.getByTitle('FRE trading platform');
  });
});
