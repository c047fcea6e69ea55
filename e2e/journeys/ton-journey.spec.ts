import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { makeWallet } from '../../apps/server/test/ton-wallet.ts';
import { E2E_SETTINGS, STAND_INS_URL } from '../playwright.config.ts';
import { namespaceTexts, texts } from '../support/locales.ts';
import { openFromMore } from '../support/navigation.ts';
import { PASSWORD, readyOperator, readyPlayer, readyPlayerOn } from '../support/ready.ts';
import { confirmItsYou } from '../support/reauthentication.ts';
import { injectWallet } from '../support/injected-wallet.ts';
import { scanPage } from '../support/accessibility-scan.ts';
import { snap } from '../support/screenshots.ts';
import { nano } from '../support/nano.ts';

type Tree = { [key: string]: string | Tree };
const localesDir = path.resolve(import.meta.dirname, '..', '..', 'packages', 'i18n', 'locales', 'fr');
/** The French texts of the TON pages and of the back-office shop page, as shipped. */
function namespace(name: string) {
  const tree = JSON.parse(readFileSync(path.join(localesDir, `${name}.json`), 'utf8')) as Tree;
  return (key: string, values: Record<string, string> = {}) => {
    const text = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    if (typeof text !== 'string') throw new Error(`missing fr ${name} text ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
  };
}
const tradingTexts = namespace('trading');
const walletTexts = namespace('wallet');
const shopTexts = namespace('shop');
const freGuideTexts = namespace('fre-guide');
const adminShop = namespace('admin-shop');
const tutorialTexts = namespace('tutorial');
const security = namespace('security');
const fr = texts('fr');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/**
 * Nothing leaves the machine (wallet bridges and any other outside host are refused), the cookie
 * choice is made, and the overlays of other features (tutorial, trading promotion) are closed
 * whenever they show.
 */
async function prepare(page: Page) {
  await page.context().route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort());
  await page.context().addInitScript(() => window.localStorage.setItem('fre.consent', JSON.stringify({ necessary: true, advertising: false })));
  const promo = page.getByRole('dialog', { name: tradingTexts('promo.title'), exact: true });
  await page.addLocatorHandler(promo, () => promo.getByRole('button', { name: tradingTexts('promo.later') }).click(), { noWaitAfter: true });
  const tutorial = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: tutorialTexts('skip'), exact: true }) });
  await page.addLocatorHandler(tutorial, () => tutorial.getByRole('button', { name: tutorialTexts('skip'), exact: true }).click(), { noWaitAfter: true });
}

test('a player links a TON wallet with a ton_proof, buys a pack paid on-chain, and follows the FRE price', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const port = new URL(test.info().project.use.baseURL!).port;
  await prepare(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // A real v4r2 wallet in the browser, as Tonkeeper's extension: it signs the server's payload for
  // this host (e2e/support/injected-wallet.ts).
  const wallet = await makeWallet('v4r2');
  await injectWallet(page, wallet, `localhost:${port}`);

  // The player registers and verifies (API, the browser's cookie jar), then opens the wallet page.
  const player = await readyPlayer(page.request, { prefix: 'tonfan' });
  // The player's first page.
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: walletTexts('title') })).toBeVisible();
  await expect(page.getByText(walletTexts('card.notLinked'))).toBeVisible();
  const connect = page.getByRole('button', { name: walletTexts('connect') });
  await expect(connect).toBeEnabled();
  await shot(page, 'ton-01-wallet-unlinked');

  // Our list of the wallets (the stand-ins' copy of TON Connect's list), in French: no sign-in
  // asked before it (decision 039 asks when the link is made). The extension's wallet comes first.
  await connect.click();
  const picker = page.getByRole('dialog', { name: walletTexts('picker.title') });
  const wallets = picker.getByRole('list', { name: walletTexts('picker.listLabel') });
  await expect(wallets.getByRole('listitem')).toHaveText([`Tonkeeper${walletTexts('picker.injected')}`, 'MyTonWallet', 'Tonhub'], { timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: security('reauth.title') })).toHaveCount(0);
  await snap(page, 'ton-02-wallet-list', { fullPage: false });

  // A wallet app on a phone: the tap opens its universal link with the connect request and our
  // payload to sign (the request itself goes nowhere: outside hosts are refused), and a button
  // opens it again.
  const opened = page.context().waitForEvent('request', (request) => request.url().startsWith('https://tonhub.com/ton-connect'));
  await wallets.getByRole('button', { name: 'Tonhub' }).click();
  const universal = new URL((await opened).url());
  expect(universal.searchParams.get('v')).toBe('2');
  expect(JSON.parse(universal.searchParams.get('r')!)).toMatchObject({ manifestUrl: expect.stringContaining('tonconnect-manifest.json'), items: [{ name: 'ton_addr' }, { name: 'ton_proof', payload: expect.any(String) }] });
  await expect(picker.getByText(walletTexts('picker.waiting', { wallet: 'Tonhub' }))).toBeVisible();
  await expect(picker.getByRole('link', { name: walletTexts('picker.open', { wallet: 'Tonhub' }) })).toHaveAttribute('href', universal.toString());
  await expect(picker.getByRole('img', { name: walletTexts('picker.qr', { wallet: 'Tonhub' }) })).toHaveCount(0);
  await snap(page, 'ton-02b-wallet-opened', { fullPage: false });
  await picker.getByRole('button', { name: walletTexts('picker.back') }).click();

  // The extension's wallet signs the server's payload for this host; only now, with the proof in
  // hand, is the person asked to confirm it is them, and the wallet is linked.
  await wallets.getByRole('button', { name: new RegExp('^Tonkeeper') }).click();
  await confirmItsYou(page, PASSWORD);
  await expect(picker).toHaveCount(0);
  const friendly = wallet.address.toString({ bounceable: false });
  await expect(page.getByText(walletTexts('card.linked'))).toBeVisible();
  await expect(page.getByText(`${friendly.slice(0, 4)}…${friendly.slice(-4)}`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`${friendly.slice(0, 4)}…${friendly.slice(-4)}`)).toBeVisible();
  await page.getByRole('button', { name: walletTexts('card.copy') }).click();
  await expect(page.getByRole('button', { name: walletTexts('card.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(friendly);
  await expect(page.getByRole('button', { name: walletTexts('card.copy') })).toBeVisible();
  await shot(page, 'ton-03-wallet-linked');

  // An admin (two-step sign-in on, the admin role, personal code set) prices the FRE1 pack at 2.5 TON.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE, locale: 'fr-FR' });
  const adminPage = await adminContext.newPage();
  await prepare(adminPage);
  await readyOperator(adminPage.request, { prefix: 'shopadm', accessCode: 'Boutique-ton-2025' });
  expect((await adminPage.request.patch('/api/admin/shop/items/FRE1', { data: { price: nano('2.5'), available: true } })).ok()).toBe(true);

  // The player opens the shop and buys FRE1: the order shows how to pay from any wallet.
  await openFromMore(page, 'shop');
  const pack = page.getByRole('listitem', { name: shopTexts('items.pack', { id: 'FRE1' }) });
  await expect(pack).toContainText('2,5 TON');
  await expect(page.getByRole('listitem', { name: shopTexts('items.pack', { id: 'FRE3' }) })).toContainText(shopTexts('noPrice'));
  await shot(page, 'ton-04-shop');
  const ordered = page.waitForResponse((response) => response.url().endsWith('/api/shop/orders') && response.request().method() === 'POST');
  await pack.getByRole('button', { name: shopTexts('buyItem', { name: shopTexts('items.pack', { id: 'FRE1' }) }) }).click();
  const order = (await (await ordered).json()) as { orderId: string; address: string; amount: string; comment: string };
  expect(order.amount).toBe('2500000000');
  const details = page.getByRole('region', { name: shopTexts('order.details.title') });
  await expect(details).toContainText(order.address);
  await expect(details).toContainText('2,5 TON');
  await expect(details).toContainText(order.comment);
  await expect(page.getByRole('timer')).toContainText(/1[45]:\d\d/);
  await expect(page.getByRole('button', { name: shopTexts('order.pay.connect') })).toBeVisible();
  await shot(page, 'ton-05-payment-pending');

  // The payment lands on the shop wallet (stand-in indexer); the shop job credits the order.
  const paid = await fetch(`${STAND_INS_URL}/control/payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ destination: E2E_SETTINGS.shopWallet, value: order.amount, comment: order.comment }),
  });
  expect(paid.ok).toBe(true);
  await expect(page.getByText(shopTexts('order.paid.title'))).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('status').filter({ hasText: shopTexts('order.paid.title') })).toContainText('+0,025 FRE/h');
  await shot(page, 'ton-06-paid');
  await page.getByRole('button', { name: shopTexts('order.paid.done') }).click();
  await expect(pack).toContainText(shopTexts('owned'));
  await expect(pack.getByRole('button')).toHaveCount(0);

  // The trading page shows the stand-in DEX price and its 24 h change; the guide explains buying FRE.
  await openFromMore(page, 'trading');
  await expect(page.getByText('0,000125')).toBeVisible();
  await expect(page.getByText(/\+3,4\s?%/)).toBeVisible();
  await expect(page.getByText(tradingTexts('embed.missing'))).toBeVisible();
  await shot(page, 'ton-07-trading');
  await page.getByRole('link', { name: tradingTexts('embed.guide') }).click();
  await expect(page.getByRole('heading', { level: 1, name: freGuideTexts('title') })).toBeVisible();
  await expect(page.getByRole('link', { name: freGuideTexts('toWallet') })).toHaveAttribute('href', '/wallet');
  await shot(page, 'ton-08-fre-guide');

  // The back office shows the paid order; a price is edited through the confirmed dialog.
  // The operator's first page: the back office's shop (this session is unlocked by setting its code).
  await adminPage.goto('/admin/shop');
  await expect(adminPage.getByRole('heading', { level: 1, name: adminShop('title') })).toBeVisible();
  const orders = adminPage.getByRole('region', { name: adminShop('orders.title') });
  await expect(orders.getByRole('row').filter({ hasText: player.nickname })).toContainText(adminShop('orders.statuses.paid'));
  const fre3 = adminShop('items.describe.pack', { rate: '0,05' });
  await adminPage.getByRole('button', { name: adminShop('items.editItem', { item: fre3 }) }).click();
  const dialog = adminPage.getByRole('alertdialog');
  await dialog.getByLabel(adminShop('edit.price')).fill('5');
  await dialog.getByRole('button', { name: adminShop('edit.save') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(adminPage.getByRole('row').filter({ hasText: fre3 })).toContainText('5 TON');
  await shot(adminPage, 'ton-09-admin-shop-phone');
  await adminPage.setViewportSize(DESKTOP);
  await shot(adminPage, 'ton-10-admin-shop-desktop');
  await expect(adminPage.getByRole('navigation', { name: fr.admin('nav.label') }).getByRole('link', { name: fr.admin('pages.shop.title') })).toBeVisible();
  await adminContext.close();
});

test('the wallet list speaks the player\'s language, Chinese here, and gives the focus back when closed', async ({ page }) => {
  await prepare(page);
  await readyPlayerOn(page, { prefix: 'tonzh', language: 'zh' });
  const zh = namespaceTexts('wallet', 'zh');
  await page.goto('/wallet');
  const connect = page.getByRole('button', { name: zh('connect') });
  await connect.click();
  const picker = page.getByRole('dialog', { name: zh('picker.title') });
  await expect(picker.getByRole('list', { name: zh('picker.listLabel') }).getByRole('listitem')).toHaveText(['Tonkeeper', 'MyTonWallet', 'Tonhub'], { timeout: 15_000 });
  await expect(picker).toContainText(zh('picker.intro'));
  await snap(page, 'ton-11-wallet-list-zh', { fullPage: false });
  // Our list is checked like every dialog of the app (the widget's modal was left out of the gate).
  expect((await scanPage(page, 'wallet list, zh, phone')).blocking).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(connect).toBeFocused();
});

test('on a computer, the chosen wallet app\'s link shows as a QR code for the phone', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: DESKTOP, locale: 'fr-FR', isMobile: false, hasTouch: false });
  const page = await context.newPage();
  await prepare(page);
  await readyPlayerOn(page, { prefix: 'tondesk' });
  await page.goto('/wallet');
  await page.getByRole('button', { name: walletTexts('connect') }).click();
  const picker = page.getByRole('dialog', { name: walletTexts('picker.title') });
  await picker.getByRole('button', { name: 'Tonkeeper' }).click({ timeout: 15_000 });
  await expect(picker.getByRole('img', { name: walletTexts('picker.qr', { wallet: 'Tonkeeper' }) })).toBeVisible();
  await expect(picker.getByRole('link', { name: walletTexts('picker.open', { wallet: 'Tonkeeper' }) })).toHaveAttribute('href', /^https:\/\/app\.tonkeeper\.com\/ton-connect\?v=2&id=/);
  await snap(page, 'ton-12-wallet-qr-desktop', { fullPage: false });
  expect((await scanPage(page, 'wallet QR code, fr, desktop')).blocking).toEqual([]);
  await context.close();
});
