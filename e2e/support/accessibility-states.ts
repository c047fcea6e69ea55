import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { makeWallet } from '../../apps/server/test/ton-wallet.ts';
import { PORT } from '../playwright.config.ts';
import { runSql } from './database.ts';
import { textOf, type Language } from './locales.ts';
import { PASSWORD } from './ready.ts';
import { navigate, pageReady } from './screen-visit.ts';
import { serverNowSeconds } from './test-clock.ts';
import { expect } from './test.ts';

/** A photo of a document, as a phone camera would give it (a small one: only the preview is needed). */
const photo = (colour: string) => sharp({ create: { width: 480, height: 300, channels: 3, background: colour } }).jpeg().toBuffer();

/**
 * The player's states beyond the screens that the accessibility scan opens and scans (`scan`):
 * rounds in progress, the KYC form up to its photos, "Confirm it's you", a linked wallet, a shop
 * order to pay and a withdrawal to confirm. The player (`playerId`, signed in on `page`) has FRE to
 * play and withdraw, and the shop's FRE1 pack has a price.
 */
export async function scanPlayerStates(page: Page, language: Language, playerId: string, scan: (where: string) => Promise<void>): Promise<void> {
  const t = (id: string, values?: Record<string, string | number>) => textOf(language, id, values);

  // Rounds in progress: a tower being climbed, a Hi-Lo card to guess.
  const cashOut = page.getByRole('button', { name: t('games:common.cashOut') });
  for (const game of ['towers', 'hilo'] as const) {
    await navigate(page, `/game/${game}`);
    await pageReady(page, game, t(`web:gameNames.${game}`));
    await page.getByRole('button', { name: t(`games:${game}.play`) }).click();
    await expect(cashOut).toBeVisible();
    await scan(`${game} round in progress`);
  }

  // KYC: the form up to the photos, chosen and previewed.
  await navigate(page, '/kyc');
  await page.getByRole('button', { name: t('kyc:start.cta') }).click();
  const field = (key: string) => page.getByLabel(t(`kyc:fields.${key}`), { exact: true });
  const next = page.getByRole('button', { name: t('kyc:actions.next') });
  await field('firstName').fill('Ada');
  await field('lastName').fill('Lovelace');
  await field('dateOfBirth').fill('1990-12-10');
  await field('nationality').fill('UK');
  await field('phoneNumber').fill('+44 20 7946 0000');
  await next.click();
  await field('address').fill('12 St James Square');
  await field('postalCode').fill('SW1Y 4JH');
  await field('city').fill('London');
  await field('country').fill('UK');
  await next.click();
  await page.getByRole('radio', { name: new RegExp(t('kyc:documentTypes.id_card.title')) }).check();
  await field('documentNumber').fill(`ID${Date.now() % 100000000}`);
  await next.click();
  await field('documentFront').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#f3d98b') });
  await field('documentBack').setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo('#c7e0f4') });
  await field('selfie').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await photo('#e7c3b0') });
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(3);
  await scan('kyc photos chosen');

  // "Confirm it's you", as an action that needs the person opens it (decision 039): its password
  // field now, and with it the session re-authenticated for the wallet link below.
  await navigate(page, '/profile/security');
  await pageReady(page, 'security', t('security:page.title'));
  await page.getByRole('region', { name: t('two-step:title') }).getByRole('button', { name: t('two-step:off.enable') }).click();
  const reauth = page.getByRole('dialog', { name: t('security:reauth.title') });
  await expect(reauth).toBeVisible();
  await scan('re-authentication dialog open');
  await reauth.getByLabel(t('security:reauth.password'), { exact: true }).fill(PASSWORD);
  await reauth.getByRole('button', { name: t('security:reauth.submit') }).click();
  await expect(reauth).toBeHidden();

  // The withdrawal confirmation: a linked wallet past the hold its link started, the identity approved.
  const { payload } = (await (await page.request.post('/api/wallet/proof-payload')).json()) as { payload: string };
  const wallet = await makeWallet('v4r2');
  const linked = await page.request.post('/api/wallet/link', { data: wallet.proof(payload, { domain: `localhost:${PORT}`, timestamp: await serverNowSeconds(page.request) }) });
  expect(linked.status(), await linked.text()).toBe(200);
  const aged = await runSql(`UPDATE users SET kyc_status = 'approved', withdrawals_paused_until = NULL, withdrawals_paused_by = NULL WHERE id = $1`, [playerId]);
  expect(aged).toBe(1);
  // Wallet and identity were changed behind the app's back: the page is opened afresh by its address.
  await page.goto('/wallet');
  await pageReady(page, 'wallet linked', t('wallet:title'));
  await scan('wallet linked');

  // A shop order waiting for its TON payment (the pack has a price).
  await navigate(page, '/shop');
  const pack = t('shop:items.pack', { id: 'FRE1' });
  await page.getByRole('listitem', { name: pack }).getByRole('button', { name: t('shop:buyItem', { name: pack }) }).click();
  await expect(page.getByRole('region', { name: t('shop:order.details.title') })).toBeVisible();
  await scan('shop order to pay');

  await navigate(page, '/withdrawal');
  await pageReady(page, 'withdrawal', t('withdrawals:title'));
  await page.getByLabel(t('withdrawals:form.amount')).fill('250000');
  await page.getByRole('button', { name: t('withdrawals:form.review') }).click();
  await expect(page.getByRole('heading', { name: t('withdrawals:confirm.title') })).toBeVisible();
  await scan('withdrawal confirmation');
}
