import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { MINING, TIMERS } from '@fre/domain';
import { expect, test } from '../support/test.ts';
import { allTexts, pattern } from '../support/locales.ts';
import { loadPastOverlayDelay } from '../support/page-clock.ts';
import { answeredCookies, readMessages } from '../support/quiet-overlays.ts';
import { PASSWORD, readyOperator, readyPlayer } from '../support/ready.ts';
import { advanceServerClock } from '../support/test-clock.ts';
import { nano } from '../support/nano.ts';

/**
 * The main journeys with the keyboard only (WCAG 2.1.1, 2.4.3, 2.4.7): every user action is a key
 * press (setup goes through the API). Each step checks that the focused element shows a focus
 * indicator, that a dialog or menu gives focus back to what opened it (or to the page's heading when
 * it opened by itself), and that a route change moves focus to the new page's heading.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const fr = allTexts('fr');
/** A French text by `namespace:key`. */
const t = (id: string) => {
  const value = fr.get(id);
  if (value === undefined) throw new Error(`missing fr text ${id}`);
  return value;
};

/** Presses Tab (Shift+Tab backwards) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by Tab within ${max} presses`).toBeFocused();
}

/** The focused element draws a focus indicator: an outline or a ring (box-shadow). */
async function expectVisibleFocus(page: Page, what: string) {
  const seen = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { element: 'body', indicator: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return { element: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`, indicator: outline || ring };
  });
  expect(seen.indicator, `${what}: focus indicator on ${seen.element}`).toBe(true);
}

/** Focus is on the page's main heading (after a route change, or a dialog that opened by itself). */
async function expectFocusOnHeading(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1, name, exact: true });
  await expect(heading, `focus on the heading "${name}"`).toBeFocused();
  await expectVisibleFocus(page, `heading "${name}"`);
}

test.describe('keyboard only', () => {
  test.use({ viewport: PHONE });

  test('the pre-rendered landing: skip link, language menu and cookie notice', async ({ page }) => {
    // The first page; every later one is reached by key presses.
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: t('web:nav.skipToContent') })).toBeFocused();
    await expectVisibleFocus(page, 'landing skip link');

    const language = page.getByRole('button', { name: /^FR / });
    await tabTo(page, language);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Français' })).toBeFocused();
    await expectVisibleFocus(page, 'landing language menu');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitemradio', { name: '中文' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(page.getByRole('menuitemradio', { name: 'Français' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(language).toBeFocused();

    // The notice: Escape inside it is "Decline", saved; focus goes to the page's heading.
    const notice = page.getByRole('dialog', { name: t('consent:popup.title') });
    await expect(notice).toBeVisible();
    await tabTo(page, notice.getByRole('button', { name: t('consent:popup.decline') }), { max: 120 });
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    await expect(heading).toBeFocused();
    expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('fre.consent')))!)).toMatchObject({ necessary: true, advertising: false });
  });

  test('sign up: skip link, cookie notice, language menu, form, then the tutorial', async ({ page }) => {
    test.setTimeout(120_000);
    // The page's timers run on Playwright's clock: at the end, the tutorial's delay is moved past.
    await page.clock.install();
    // The first page; every later one is reached by key presses.
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: t('web:auth.register.title') })).toBeVisible();

    // The skip link is the first stop, shown while focused, and jumps to the page's heading.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: t('web:nav.skipToContent') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page, 'skip link');

    // The cookie notice: Customise opens the settings; Escape there comes back to the notice, on
    // Customise, nothing saved; Escape in the notice is "Decline", saved, focus to the heading.
    const notice = page.getByRole('dialog', { name: t('consent:popup.title') });
    const customise = notice.getByRole('button', { name: t('consent:popup.customise') });
    await tabTo(page, customise);
    await expectVisibleFocus(page, 'Customise');
    await page.keyboard.press('Enter');
    const settings = page.getByRole('dialog', { name: t('consent:dialog.title') });
    await expect(settings).toBeVisible();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, 'privacy settings');
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await expect(notice.getByRole('button', { name: t('consent:popup.customise') })).toBeFocused();
    expect(await page.evaluate(() => window.localStorage.getItem('fre.consent'))).toBeNull();
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    await expectFocusOnHeading(page, t('web:auth.register.title'));
    expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('fre.consent')))!)).toMatchObject({ necessary: true, advertising: false });

    // The language menu: arrows open and move, Escape closes back onto the button.
    const language = page.getByRole('button', { name: /^FR / });
    await tabTo(page, language, { backwards: true });
    await expectVisibleFocus(page, 'language button');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Français' })).toBeFocused();
    await expectVisibleFocus(page, 'first language');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitemradio', { name: '中文' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(language).toBeFocused();

    // The form, typed.
    const stamp = Date.now();
    const account = { email: `keyboard.${stamp}@example.test`, nickname: `kb${stamp % 1000000}` };
    for (const [label, value] of [
      [t('web:auth.fields.nickname'), account.nickname],
      [t('web:auth.fields.email'), account.email],
      [t('web:auth.fields.password'), PASSWORD],
      [t('web:auth.fields.confirmPassword'), PASSWORD],
    ] as const) {
      await tabTo(page, page.getByLabel(label, { exact: true }));
      await expectVisibleFocus(page, label);
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Enter');

    // The "check your inbox" step replaces the form: focus goes to its heading.
    await expectFocusOnHeading(page, t('web:auth.registered.heading'));
    await readMessages(page.request);
    const next = page.getByRole('button', { name: t('web:auth.registered.continue') });
    await tabTo(page, next);
    await expectVisibleFocus(page, 'continue');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectFocusOnHeading(page, t('web:mining.title'));

    // The tutorial opens by itself 2 s later, focus inside; Escape closes it back onto the heading,
    // and counts as skipping it: it does not come back on the next load.
    const tutorial = page.getByRole('dialog', { name: t('tutorial:steps.welcome.title') });
    await expect(tutorial).toBeVisible();
    await expect(tutorial.getByRole('button', { name: t('tutorial:next') })).toBeFocused();
    await expectVisibleFocus(page, 'tutorial');
    await page.keyboard.press('Escape');
    await expect(tutorial).toBeHidden();
    await expectFocusOnHeading(page, t('web:mining.title'));
    await expect.poll(async () => (await (await page.request.get('/api/me')).json()).user.tutorialSkipped).toBe(true);
    await loadPastOverlayDelay(page, () => page.reload(), TIMERS.tutorialDelayMs);
    await expect(page.getByRole('heading', { level: 1, name: t('web:mining.title') })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('sign in: skip link to the heading, the form, then the bottom navigation', async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const account = await readyPlayer(api, { prefix: 'kbsignin' });
    await api.dispose();
    await answeredCookies(page);

    // The first page; every later one is reached by key presses.
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: t('web:auth.login.title') })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: t('web:nav.skipToContent') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectFocusOnHeading(page, t('web:auth.login.title'));

    await tabTo(page, page.getByLabel(t('web:auth.fields.email'), { exact: true }));
    await expectVisibleFocus(page, 'email');
    await page.keyboard.type(account.email);
    await tabTo(page, page.getByLabel(t('web:auth.fields.password'), { exact: true }));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectFocusOnHeading(page, t('web:mining.title'));

    // The bottom navigation: the new page's heading takes the focus, not the link left behind.
    const leaderboard = page.getByRole('navigation', { name: t('web:nav.label') }).getByRole('link', { name: t('web:nav.leaderboard') });
    await tabTo(page, leaderboard, { max: 80 });
    await expectVisibleFocus(page, 'bottom navigation');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/leaderboard$/);
    await expectFocusOnHeading(page, t('leaderboard:title'));
  });

  test('start and claim a mining session', async ({ page }) => {
    await answeredCookies(page);
    await readyPlayer(page.request, { prefix: 'kbminer' });
    // The first page; every later one is reached by key presses.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: t('web:mining.title') })).toBeVisible();

    const start = page.getByRole('button', { name: t('web:mining.start') });
    await tabTo(page, start);
    await expectVisibleFocus(page, 'Start');
    await page.keyboard.press('Enter');
    // Start gives way to the running badge, which takes the focus; the change is said once.
    const running = page.getByText(t('web:mining.running'), { exact: true });
    await expect(running).toBeFocused();
    await expectVisibleFocus(page, 'running badge');
    await expect(page.getByRole('status').filter({ hasText: t('web:mining.announce.started') })).toHaveCount(1);
    // The timer has its name; the ring's numbers are not live regions.
    await expect(page.getByRole('timer', { name: t('web:mining.remainingLabel') })).toBeVisible();
    expect(await page.locator('[role="timer"] [aria-live], [role="timer"][aria-live]:not([aria-live="off"])').count()).toBe(0);

    await advanceServerClock(page.request, MINING.sessionDurationMs);
    await page.reload();
    const claim = page.getByRole('button', { name: t('web:mining.claim') });
    await tabTo(page, claim);
    await page.keyboard.press('Enter');
    // Claim gives way to Start, which takes the focus; the amount is said once.
    await expect(page.getByRole('button', { name: t('web:mining.start') })).toBeFocused();
    await expectVisibleFocus(page, 'Start after the claim');
    await expect(page.getByRole('status').filter({ hasText: pattern(t('web:mining.announce.claimed')) })).toHaveCount(1);
    await expect(page.getByText(pattern(t('web:mining.claimed.title')))).toBeVisible();
  });

  test('redeem a bonus code', async ({ page, playwright, baseURL }) => {
    const code = `KEYS${Date.now() % 100000}`;
    const api = await playwright.request.newContext({ baseURL });
    await readyOperator(api, { prefix: 'kbops', accessCode: 'Clavier-seulement-2025' });
    const created = await api.post('/api/admin/bonus-codes', { data: { code, type: 'fre', rewardValue: nano('5'), maxUses: 5, isActive: true } });
    expect(created.status(), await created.text()).toBe(201);
    await api.dispose();

    await answeredCookies(page);
    await readyPlayer(page.request, { prefix: 'kbbonus' });
    // The first page; every later one is reached by key presses.
    await page.goto('/dashboard');
    const group = page.getByRole('navigation', { name: t('web:nav.label') }).getByRole('link', { name: t('web:nav.group') });
    await tabTo(page, group, { max: 80 });
    await page.keyboard.press('Enter');
    await expectFocusOnHeading(page, t('referrals:title'));

    const field = page.getByRole('textbox', { name: t('bonus-codes:label') });
    await tabTo(page, field, { max: 80 });
    await expectVisibleFocus(page, 'bonus code field');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: pattern(t('server:bonus.fre')) })).toBeVisible();
    // The form keeps the focus (the field, or its button once the request is over).
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('form') !== null)).toBe(true);
    await expectVisibleFocus(page, 'after redeeming');
  });

  test('play a round of the slot machine', async ({ page }) => {
    await answeredCookies(page);
    await readyPlayer(page.request, { prefix: 'kbplayer' });
    // The first page; every later one is reached by key presses.
    await page.goto('/game');
    await expect(page.getByRole('heading', { level: 1, name: t('games:lobby.title') })).toBeVisible();

    await tabTo(page, page.getByRole('link', { name: new RegExp(t('web:gameNames.slot')) }).first());
    await expectVisibleFocus(page, 'slot link');
    await page.keyboard.press('Enter');
    await expectFocusOnHeading(page, t('web:gameNames.slot'));

    await tabTo(page, page.getByRole('button', { name: t('games:slot.spinFree') }));
    await expectVisibleFocus(page, 'free spin');
    await page.keyboard.press('Enter');
    await expect(page.getByText(pattern(t('games:slot.nextFree')))).toBeVisible();
    // The spent free spin's button is gone or disabled: focus is not left on nothing.
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await expectVisibleFocus(page, 'after the spin');
  });

  test('open a support ticket', async ({ page }) => {
    await answeredCookies(page);
    await readyPlayer(page.request, { prefix: 'kbhelp' });
    // The first page; every later one is reached by key presses.
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: t('support:title') })).toBeVisible();

    await tabTo(page, page.getByLabel(t('support:form.category')), { max: 80 });
    await expectVisibleFocus(page, 'category');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, page.getByLabel(t('support:form.message')));
    await expectVisibleFocus(page, 'message');
    await page.keyboard.type('Bonjour, je ne trouve pas mon historique de minage depuis hier.');
    await tabTo(page, page.getByRole('button', { name: t('support:form.submit') }));
    await expectVisibleFocus(page, 'send');
    await page.keyboard.press('Enter');
    // The form starts over empty: the confirmation takes the focus.
    const sent = page.getByText(t('support:form.sent'));
    await expect(sent).toBeVisible();
    // Spaces compared as spaces: French sets a no-break space before "!" (lib/typeset.ts).
    await expect.poll(() => page.evaluate(() => (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim())).toContain(t('support:form.sent').replace(/\s+/g, ' '));
    await expectVisibleFocus(page, 'confirmation');
  });
});

/** A JPEG photo the KYC form accepts. */
const photo = (colour: string) => sharp({ create: { width: 640, height: 400, channels: 3, background: colour } }).jpeg({ quality: 80 }).toBuffer();

test.describe('keyboard only, back office', () => {
  test.use({ viewport: DESKTOP, isMobile: false, hasTouch: false });

  test('approve a KYC submission', async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const code = 'Clavier-KYC-2025';
    // A player submits a KYC file (API, own cookie jar).
    const playerApi = await playwright.request.newContext({ baseURL });
    const player = await readyPlayer(playerApi, { prefix: 'kbkyc' });
    const submitted = await playerApi.post('/api/kyc', {
      multipart: {
        firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '1986-12-09', nationality: 'Américaine', phoneNumber: '+1 202 555 0100',
        address: '1 Navy Yard', city: 'Washington', postalCode: '20374', country: 'États-Unis', documentType: 'passport', documentNumber: `P${Date.now()}`,
        documentFront: { name: 'recto.jpg', mimeType: 'image/jpeg', buffer: await photo('#f3d98b') },
        documentBack: { name: 'verso.jpg', mimeType: 'image/jpeg', buffer: await photo('#c7e0f4') },
        selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await photo('#e7c3b0') },
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    await playerApi.dispose();

    // The operator signs in (API on this browser's cookies) and unlocks the back office by keyboard.
    await answeredCookies(page);
    await readyOperator(page.request, { prefix: 'kbops', accessCode: code });
    expect((await page.request.post('/api/admin/lock')).ok()).toBe(true);
    // The first page; every later one is reached by key presses.
    await page.goto('/admin');
    const codeField = page.getByLabel(t('admin:gate.unlock.code'));
    await tabTo(page, codeField);
    await expectVisibleFocus(page, 'access code');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: t('admin:pages.overview.title') })).toBeVisible();

    // The side navigation: the section's heading takes the focus.
    const kycLink = page.getByRole('navigation', { name: t('admin:nav.label') }).getByRole('link', { name: t('admin:pages.kyc.title'), exact: true });
    await tabTo(page, kycLink, { max: 80 });
    await expectVisibleFocus(page, 'KYC link');
    await page.keyboard.press('Enter');
    await expectFocusOnHeading(page, t('admin:pages.kyc.title'));

    // The file opens in place of the list: its title takes the focus.
    const open = page.getByRole('button', { name: t('admin-kyc:openLabel').replace('{{nickname}}', player.nickname) });
    await tabTo(page, open, { max: 80 });
    await expectVisibleFocus(page, 'open the file');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeFocused();

    // Approve asks for confirmation: Escape gives focus back to Approve; then confirm.
    const approve = page.getByRole('button', { name: t('admin-kyc:review.approve'), exact: true });
    await tabTo(page, approve, { max: 80 });
    await expectVisibleFocus(page, 'approve');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await expectVisibleFocus(page, 'confirmation dialog');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(approve).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: t('admin-kyc:review.approveConfirm') }));
    await page.keyboard.press('Enter');
    // The file left the pending list with its Open button: focus goes to the page's heading.
    await expect(open).toHaveCount(0);
    await expectFocusOnHeading(page, t('admin:pages.kyc.title'));
  });
});
