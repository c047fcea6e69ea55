import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import type { AdminShop, AdminShopOrder, AdminShopPayment, AdminStarPayment } from '../../api/get-admin-shop.ts';
import type { RefusedUpdate } from '../../api/get-refused-updates.ts';
import { ShopAdminPage } from './shop-admin-page.tsx';

const item = (id: string, over: Partial<AdminShop['items'][number]> = {}): AdminShop['items'][number] => ({
  id, kind: 'fre_box', rate: null, days: null, amount: '7500000000000', price: null, stars: 50, available: true, requiredLevel: 0, ...over,
});

const payment = (over: Partial<AdminStarPayment> = {}): AdminStarPayment => ({
  chargeId: 'stxCHARGE0000000001', orderId: '0b6f0a4e-1d1e-4a4a-9d55-1f6c1b9a0001', itemId: 'FREBOX7500', userId: 'u1', nickname: 'satoshi',
  payerTelegramId: '8100000001', stars: 50, currency: 'XTR', outcome: 'credited', mismatch: null, receivedAt: '2026-11-20T10:00:00.000Z',
  refundedAt: null, reversal: null, reviewedAt: null, ...over,
});

const refusedUpdate = (over: Partial<RefusedUpdate> = {}): RefusedUpdate => ({
  id: '5d1c2b3a-0000-4000-8000-000000000001', updateId: '9001', kind: 'successful_payment', reason: 'message.successful_payment.total_amount: too_big',
  body: '{"update_id":9001,"message":{"successful_payment":{"total_amount":2147483648,"telegram_payment_charge_id":"stx\\u0000abc"}}}',
  receivedAt: '2026-11-22T08:00:00.000Z', reviewedAt: null, ...over,
});

const order = (id: string, nickname: string): AdminShopOrder => ({
  id, itemId: 'FREBOX7500', method: 'stars', status: 'paid', amount: null, comment: null, stars: 50,
  validUntil: '2026-11-20T10:15:00.000Z', paidAt: '2026-11-20T10:00:00.000Z', userId: `u-${nickname}`, nickname, txHash: null,
});

const tonPayment = (txHash: string, comment: string): AdminShopPayment => ({
  txHash, amount: '1500000000', comment, outcome: 'unknown_comment', source: null, orderId: null, receivedAt: '2026-11-20T11:00:00.000Z',
});

/** The test's calls: an answer that depends on the query reads the last one (a route sees the body only). */
let calls: ReturnType<typeof stubApi> = [];

/** The Stars payments as the server answers them: the queue holds those under review, `status=all` every one. */
const starPaymentsAnswer = (payments: () => AdminStarPayment[]) => () => {
  const underReview = payments().filter((p) => p.outcome !== 'credited' && !p.refundedAt && !p.reviewedAt);
  return { status: 200, body: { items: calls.at(-1)!.url.includes('status=all') ? payments() : underReview, nextCursor: null, unreviewed: underReview.length } };
};

/** The shop's items and its Stars payments, as the tests set them. */
type ShopView = AdminShop & { starPayments: AdminStarPayment[] };

/** The back office's reads: one order, no TON payment kept and nothing refused unless a test says so. */
const reads = ({ starPayments, ...body }: ShopView, updates: RefusedUpdate[] = []) => ({
  'GET /api/admin/shop': { status: 200, body },
  'GET /api/admin/shop/star-payments': starPaymentsAnswer(() => starPayments),
  'GET /api/admin/shop/orders': { status: 200, body: { items: [order('0b6f0a4e-1d1e-4a4a-9d55-1f6c1b9a0001', 'satoshi')], nextCursor: null } },
  'GET /api/admin/shop/payments': { status: 200, body: { items: [], nextCursor: null } },
  'GET /api/admin/telegram/refused-updates': { status: 200, body: { items: updates, nextCursor: null, unreviewed: updates.filter((update) => !update.reviewedAt).length } },
});

const shop = (over: Partial<ShopView> = {}): ShopView => ({
  items: [item('FREBOX7500'), item('FRE1', { kind: 'pack', rate: '25000000', amount: null, price: '1500000000', stars: null })],
  starPayments: [payment(), payment({ chargeId: 'stxCHARGE0000000002', nickname: 'vitalik', outcome: 'already_owned', itemId: 'FRE1', refundedAt: '2026-11-21T09:00:00.000Z', reversal: 'nothing_granted' })],
  ...over,
});

// The amount and its unit are kept together by a no-break space.
const EDIT_BOX = /^Edit 7,500\sFRE box$/;

describe('ShopAdminPage', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['admin', 'admin-shop']);
  });

  it('shows each item\'s price in Stars, a Stars order, and the Stars payments with what a refund took back', async () => {
    calls = stubApi(reads(shop()));
    renderWithProviders(<ShopAdminPage />);
    const items = await screen.findByRole('table', { name: 'Items' });
    expect(within(items).getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('Price in Stars');
    within(items).getByText('50 ⭐');
    const orders = await screen.findByRole('table', { name: 'Orders' });
    within(orders).getByText('Paid in Stars');
    // Neither is under review: both are in the history, not in the queue shown first.
    const section = within(screen.getByRole('region', { name: 'Payments in Stars' }));
    await section.findByText('No payment to review');
    await userEvent.setup().click(section.getByRole('radio', { name: 'All' }));
    const stars = await section.findByRole('table', { name: 'Payments in Stars' });
    within(stars).getByText('Credited');
    within(stars).getByText('Pack already owned');
    within(stars).getByText('Nothing had been granted.');
    within(stars).getByRole('button', { name: 'Refund 50 ⭐ to satoshi' });
    expect(within(stars).queryByRole('button', { name: 'Refund 50 ⭐ to vitalik' })).toBeNull();
  });

  it('refunds a Stars payment after confirmation, and keeps the dialog open with the server\'s reason when it fails', async () => {
    let fails = true;
    calls = stubApi({
      ...reads(shop()),
      'POST /api/admin/shop/star-payments/stxCHARGE0000000001/refund': () =>
        fails
          ? { status: 409, body: { error: { code: 'insufficient_balance', message: 'Insufficient balance' } } }
          : { status: 200, body: { chargeId: 'stxCHARGE0000000001', reversal: 'fre_debited' } },
    });
    renderWithProviders(<ShopAdminPage />);
    const user = userEvent.setup();
    // A credited payment is in the history, not in the queue.
    await user.click(within(await screen.findByRole('region', { name: 'Payments in Stars' })).getByRole('radio', { name: 'All' }));
    await user.click(await screen.findByRole('button', { name: 'Refund 50 ⭐ to satoshi' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund 50 ⭐ to satoshi?' });
    within(dialog).getByText(/a FRE box's FRE are debited/);
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Insufficient balance');

    fails = false;
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await screen.findByRole('table', { name: 'Payments in Stars' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/shop/star-payments/stxCHARGE0000000001/refund', '/api/admin/shop/star-payments/stxCHARGE0000000001/refund',
    ]);
  });

  it('edits the price in Stars: a whole number in range, or empty to take the item off sale in Telegram', async () => {
    calls = stubApi({
      ...reads(shop()),
      'PATCH /api/admin/shop/items/FREBOX7500': (body) => ({ status: 200, body: { ...item('FREBOX7500'), ...body } }),
    });
    renderWithProviders(<ShopAdminPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: EDIT_BOX }));
    const dialog = screen.getByRole('alertdialog');
    const field = within(dialog).getByLabelText('Price in Telegram Stars');
    expect((field as HTMLInputElement).value).toBe('50');

    await user.clear(field);
    await user.type(field, '12.5');
    expect(within(dialog).getAllByText('Invalid price: a whole number of Stars from 1 to 100,000.').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(field);
    await user.type(field, '75');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('table', { name: 'Items' });
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ stars: 75, available: true });

    await user.click(screen.getByRole('button', { name: EDIT_BOX }));
    const again = screen.getByRole('alertdialog');
    await user.clear(within(again).getByLabelText('Price in Telegram Stars'));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ stars: null, available: true });
  });

  it('shows a Stars payment under review with what did not match its order, and keeps it after a confirmed review', async () => {
    const mismatched = payment({
      chargeId: 'stxCHARGE0000000003', nickname: 'mallory', payerTelegramId: '555', outcome: 'mismatch', currency: 'EUR',
      mismatch: { payer: { paid: '555', expected: '777' }, currency: { paid: 'EUR', expected: 'XTR' }, total: { paid: 49, expected: 50 } },
    });
    let reviewed = false;
    calls = stubApi({
      ...reads(shop({ starPayments: [payment(), mismatched] })),
      'GET /api/admin/shop/star-payments': starPaymentsAnswer(() => [payment(), reviewed ? { ...mismatched, reviewedAt: '2026-11-23T09:00:00.000Z' } : mismatched]),
      'POST /api/admin/shop/star-payments/stxCHARGE0000000003/review': () => {
        reviewed = true;
        return { status: 200, body: { chargeId: 'stxCHARGE0000000003', reviewedAt: '2026-11-23T09:00:00.000Z' } };
      },
    });
    renderWithProviders(<ShopAdminPage />);
    const user = userEvent.setup();
    const stars = await screen.findByRole('table', { name: 'Payments in Stars' });
    screen.getByText(/^To review: 1\./);
    within(stars).getByText('Does not match the order');
    const differences = within(stars).getByRole('list', { name: 'Differences from the order' });
    expect(within(differences).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Paid by Telegram user 555, not the account's (777)", 'Paid in EUR instead of XTR', 'Paid 49 ⭐ for an order of 50 ⭐',
    ]);
    within(stars).getByText('50 EUR');
    // The queue holds the payment under review only, the credited one is in the history.
    expect(within(stars).queryByText('satoshi')).toBeNull();
    within(stars).getByRole('button', { name: 'Refund 50 ⭐ to mallory' });

    await user.click(within(stars).getByRole('button', { name: 'Mark the payment of 50 ⭐ from mallory reviewed' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Keep 50 ⭐ from mallory without a refund?' });
    within(dialog).getByText(/you can still refund it later/);
    await user.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    // It leaves the queue; the history says when it was reviewed, and a credited payment there can be refunded, not marked reviewed.
    const section = within(screen.getByRole('region', { name: 'Payments in Stars' }));
    await section.findByText('No payment to review');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText(/^To review:/)).toBeNull();
    await user.click(section.getByRole('radio', { name: 'All' }));
    await section.findByText(/^Reviewed /);
    expect(section.queryByRole('button', { name: 'Mark the payment of 50 ⭐ from satoshi reviewed' })).toBeNull();
    section.getByRole('button', { name: 'Refund 50 ⭐ to satoshi' });
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/admin/shop/star-payments/stxCHARGE0000000003/review']);
  });

  it('lists the updates the webhook refused to review, their fields and content, and marks one reviewed after confirmation', async () => {
    let reviewed = false;
    calls = stubApi({
      ...reads(shop()),
      // As the server answers: the queue holds what is not reviewed yet, the history everything.
      'GET /api/admin/telegram/refused-updates': () => {
        const update = refusedUpdate(reviewed ? { reviewedAt: '2026-11-23T10:00:00.000Z' } : {});
        const queue = !calls.at(-1)!.url.includes('status=all');
        return { status: 200, body: { items: queue && reviewed ? [] : [update], nextCursor: null, unreviewed: reviewed ? 0 : 1 } };
      },
      'POST /api/admin/telegram/refused-updates/5d1c2b3a-0000-4000-8000-000000000001/review': () => {
        reviewed = true;
        return { status: 200, body: { id: '5d1c2b3a-0000-4000-8000-000000000001', reviewedAt: '2026-11-23T10:00:00.000Z' } };
      },
    });
    renderWithProviders(<ShopAdminPage />);
    const user = userEvent.setup();
    const refused = await screen.findByRole('table', { name: 'Telegram updates refused' });
    const section = within(screen.getByRole('region', { name: 'Telegram updates refused' }));
    section.getByText('To review: 1.');
    expect((section.getByRole('radio', { name: 'To review' }) as HTMLInputElement).checked).toBe(true);
    within(refused).getByText('Payment');
    within(refused).getByText('message.successful_payment.total_amount: too_big');
    await user.click(within(refused).getByText('Show update #9001'));
    within(refused).getByText(/"telegram_payment_charge_id":"stx\\u0000abc"/);

    await user.click(within(refused).getByRole('button', { name: /^Mark reviewed: Payment of / }));
    const dialog = screen.getByRole('alertdialog', { name: /^Mark reviewed: Payment of .*\?$/ });
    await user.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    // It leaves the queue, and the history says when it was reviewed.
    await section.findByText('Nothing to review');
    expect(section.queryByText(/^To review:/)).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(section.getByRole('radio', { name: 'All' }));
    await within(await section.findByRole('table', { name: 'Telegram updates refused' })).findByText(/^Reviewed /);
    expect(calls.filter((call) => call.path === '/api/admin/telegram/refused-updates').at(-1)!.url).toBe('/api/admin/telegram/refused-updates?status=all');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/admin/telegram/refused-updates/5d1c2b3a-0000-4000-8000-000000000001/review']);
  });

  it('reads the orders and the TON payments kept for review a page at a time, the next page on "Load more"', async () => {
    const paged = <Item,>(first: Item, next: Item) => () =>
      calls.at(-1)!.url.includes('cursor=') ? { status: 200, body: { items: [next], nextCursor: null } } : { status: 200, body: { items: [first], nextCursor: 'WyJhIl0' } };
    calls = stubApi({
      ...reads(shop()),
      'GET /api/admin/shop/orders': paged(order('0b6f0a4e-1d1e-4a4a-9d55-1f6c1b9a0001', 'satoshi'), order('0b6f0a4e-1d1e-4a4a-9d55-1f6c1b9a0002', 'hal')),
      'GET /api/admin/shop/payments': paged(tonPayment('hash-newest', 'FRE-NEWEST'), tonPayment('hash-older', 'FRE-OLDER')),
    });
    renderWithProviders(<ShopAdminPage />);
    const user = userEvent.setup();
    const orders = within(await screen.findByRole('region', { name: 'Orders' }));
    await orders.findByText('satoshi');
    expect(orders.queryByText('hal')).toBeNull();
    await user.click(orders.getByRole('button', { name: 'Load more' }));
    await orders.findByText('hal');
    orders.getByText('satoshi');
    expect(orders.queryByRole('button', { name: 'Load more' })).toBeNull();

    const payments = within(screen.getByRole('region', { name: 'Payments to review' }));
    await payments.findByText('FRE-NEWEST');
    await user.click(payments.getByRole('button', { name: 'Load more' }));
    await payments.findByText('FRE-OLDER');
    expect(calls.filter((call) => /^\/api\/admin\/shop\/(orders|payments)$/.test(call.path)).map((call) => call.url).sort()).toEqual([
      '/api/admin/shop/orders', '/api/admin/shop/orders?cursor=WyJhIl0', '/api/admin/shop/payments', '/api/admin/shop/payments?cursor=WyJhIl0',
    ]);
  });
});
