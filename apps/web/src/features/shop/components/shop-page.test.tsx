import type { ShopItem } from '@fre/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { ShopPage } from './shop-page.tsx';

// The payment panel's chunk, fetched when the player taps Buy: this test decides whether it arrives.
const panelChunk = vi.hoisted(() => ({ reachable: false }));
vi.mock('./order-panel.tsx', () => {
  if (!panelChunk.reachable) throw new Error('Failed to fetch dynamically imported module');
  return { OrderPanel: ({ order }: { order: { comment: string } }) => <p>Payment panel {order.comment}</p> };
});

// Telegram's launch (null: a browser), and Telegram's payment sheet closing as the test says.
const telegram = vi.hoisted(() => ({ inside: false, sheet: 'paid' as string, invoices: [] as string[] }));
vi.mock('#web/lib/telegram/launch-params.ts', () => ({
  telegramLaunch: () => (telegram.inside ? { initData: 'signed', platform: 'android', version: '8.0', themeParams: {} } : null),
  isInTelegram: () => telegram.inside,
}));
vi.mock('#web/lib/telegram/actions.ts', () => ({
  openInvoice: (link: string) => {
    telegram.invoices.push(link);
    return Promise.resolve(telegram.sheet);
  },
}));

const pack: ShopItem = {
  id: 'FRE1', kind: 'pack', rate: '25000000', days: null, amount: null, price: '2500000000', stars: 250, available: true, requiredLevel: 0, owned: false, blocked: null,
};
const me = { user: { id: 'u1', email: 'a@example.com', nickname: 'alice', role: 'user', emailVerified: true, language: 'en', tonWallet: 'UQBxWallet', balance: '0' } };
const realFetch = globalThis.fetch;

describe('ShopPage', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['shop', 'wallet']);
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    telegram.inside = false;
    telegram.invoices = [];
  });

  describe('inside Telegram', () => {
    const starsOrder = { method: 'stars', orderId: 'o-stars', invoiceLink: 'https://t.me/$AbC-123_x', stars: 250 };

    it('sells for Stars only: no wallet asked, the price in Stars, paid through Telegram and credited once the server says so', async () => {
      telegram.inside = true;
      telegram.sheet = 'paid';
      let reads = 0;
      const calls = stubApi({
        'GET /api/me': { status: 200, body: { user: { ...me.user, tonWallet: null } } },
        'GET /api/shop': { status: 200, body: { configured: false, items: [pack] } },
        'POST /api/shop/orders': { status: 201, body: starsOrder },
        'GET /api/shop/orders/o-stars': () => ({ status: 200, body: { id: 'o-stars', itemId: 'FRE1', method: 'stars', status: ++reads > 1 ? 'paid' : 'pending', amount: null, comment: null, stars: 250, validUntil: new Date().toISOString(), paidAt: null } }),
      });
      renderWithProviders(<ShopPage />, { route: '/shop' });
      expect(await screen.findByText('250 Stars')).toBeTruthy();
      expect(screen.queryByText(/TON/)).toBeNull();
      expect(screen.queryByText(i18n.t('walletRequired', { ns: 'shop' }))).toBeNull();
      expect(calls.find((call) => call.path === '/api/shop')?.url).toBe('/api/shop?method=stars');

      await userEvent.click(screen.getByRole('button', { name: 'Pay for FRE1 pack with Stars' }));
      expect(await screen.findByText(i18n.t('order.stars.pending', { ns: 'shop' }))).toBeTruthy();
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ itemId: 'FRE1', method: 'stars' });
      expect(telegram.invoices).toEqual(['https://t.me/$AbC-123_x']);
      expect(await screen.findByText(i18n.t('order.paid.title', { ns: 'shop' }), {}, { timeout: 4_000 })).toBeTruthy();
    });

    it('says a closed payment sheet charged nothing, and a failed one to try again', async () => {
      telegram.inside = true;
      telegram.sheet = 'cancelled';
      stubApi({
        'GET /api/me': { status: 200, body: me },
        'GET /api/shop': { status: 200, body: { configured: true, items: [pack] } },
        'POST /api/shop/orders': { status: 201, body: starsOrder },
      });
      renderWithProviders(<ShopPage />, { route: '/shop' });
      await userEvent.click(await screen.findByRole('button', { name: 'Pay for FRE1 pack with Stars' }));
      expect(await screen.findByText(i18n.t('order.stars.cancelled', { ns: 'shop' }))).toBeTruthy();

      telegram.sheet = 'failed';
      await userEvent.click(screen.getByRole('button', { name: 'Pay for FRE1 pack with Stars' }));
      expect(await screen.findByText(i18n.t('order.stars.failed', { ns: 'shop' }))).toBeTruthy();
      expect(screen.queryByText(i18n.t('order.stars.cancelled', { ns: 'shop' }))).toBeNull();
    });
  });

  it("says so when the payment panel's code cannot be fetched, and opens it on the next tap", async () => {
    let orders = 0;
    stubApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/shop': { status: 200, body: { configured: true, items: [pack] } },
      'POST /api/shop/orders': () => ({ status: 201, body: { orderId: `o${++orders}`, itemId: 'FRE1', amount: '2500000000', address: 'UQBxShop', comment: `FRE-${orders}`, validUntil: new Date().toISOString() } }),
    });
    renderWithProviders(<ShopPage />, { route: '/shop' });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy FRE1 pack' }));
    expect(await screen.findByText(i18n.t('common.genericError'))).toBeTruthy();
    expect(screen.queryByText(/Payment panel/)).toBeNull();

    panelChunk.reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Buy FRE1 pack' }));
    expect(await screen.findByText('Payment panel FRE-2')).toBeTruthy();
    expect(screen.queryByText(i18n.t('common.genericError'))).toBeNull();
  });

  describe('with no article priced (a fresh install)', () => {
    const unpriced: ShopItem[] = ['FRE1', 'FRE2', 'FRE3'].map((id) => ({ ...pack, id, price: null, available: false, blocked: 'unavailable' }));

    it('says once why nothing is for sale, instead of a card per article', async () => {
      stubApi({ 'GET /api/me': { status: 200, body: me }, 'GET /api/shop': { status: 200, body: { configured: false, items: unpriced } } });
      renderWithProviders(<ShopPage />, { route: '/shop' });
      expect(await screen.findByRole('heading', { name: i18n.t('closed.title', { ns: 'shop' }) })).toBeTruthy();
      expect(screen.getByText(i18n.t('closed.text', { ns: 'shop' }))).toBeTruthy();
      expect(screen.queryAllByRole('listitem')).toHaveLength(0);
      expect(screen.queryByText(i18n.t('noPrice', { ns: 'shop' }))).toBeNull();
      expect(screen.queryByText(i18n.t('notConfigured', { ns: 'shop' }))).toBeNull();
      // What to set up is for admins only.
      expect(screen.queryByRole('heading', { name: i18n.t('setup.title', { ns: 'shop' }) })).toBeNull();
    });

    it('tells an admin what to set up: the payment wallet, and the prices in the back office', async () => {
      stubApi({ 'GET /api/me': { status: 200, body: { user: { ...me.user, role: 'admin' } } }, 'GET /api/shop': { status: 200, body: { configured: false, items: unpriced } } });
      renderWithProviders(<ShopPage />, { route: '/shop' });
      const setup = await screen.findByRole('region', { name: i18n.t('setup.title', { ns: 'shop' }) });
      expect(setup.textContent).toContain('SHOP_WALLET_ADDRESS');
      expect(setup.textContent).toContain(i18n.t('setup.prices', { ns: 'shop' }));
      expect(screen.getByRole('link', { name: i18n.t('setup.openAdmin', { ns: 'shop' }) }).getAttribute('href')).toBe('/admin/shop');
    });
  });

  it('tells an admin of a priced shop without its payment wallet only about the wallet, and lists the articles', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: { user: { ...me.user, role: 'admin' } } }, 'GET /api/shop': { status: 200, body: { configured: false, items: [pack] } } });
    renderWithProviders(<ShopPage />, { route: '/shop' });
    const setup = await screen.findByRole('region', { name: i18n.t('setup.title', { ns: 'shop' }) });
    expect(setup.textContent).toContain('SHOP_WALLET_ADDRESS');
    expect(screen.queryByRole('link', { name: i18n.t('setup.openAdmin', { ns: 'shop' }) })).toBeNull();
    expect(screen.getByRole('heading', { name: i18n.t('sections.pack.title', { ns: 'shop' }) })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: i18n.t('closed.title', { ns: 'shop' }) })).toBeNull();
  });
});
