import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FIRST_SCREEN_ELEMENT_ID, LEDGER_FIRST_PAGE, PAGE_PLAN_FILE, type FirstScreen, type PagePlanFile, type PageRead } from '@fre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import { registerUser } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { jsonForHtml } from './render-first-screen.ts';

let t: TestApp;
let dist: string;

const INDEX = '<!doctype html>\n<html lang="fr">\n<head><script type="module" crossorigin src="/assets/index-1.js"></script></head>\n<body><div id="root"></div></body>\n</html>';
/** A build manifest of the shape Vite writes: the entry, the layout and the dashboard with a shared chunk. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_core-1.js'] },
  '_core-1.js': { file: 'assets/core-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'] },
  'src/app/routes/app-layout.ts': { file: 'assets/app-layout-1.js', isDynamicEntry: true, imports: ['_core-1.js'], css: ['assets/app-layout-1.css'] },
  'src/app/routes/pages/dashboard.ts': { file: 'assets/dashboard-1.js', isDynamicEntry: true, imports: ['_core-1.js', '_card-1.js'] },
};
const SHELL = { modules: ['src/app/routes/app-layout.ts'], namespaces: ['web', 'errors', 'notifications'] };
/** What the page embeds for the layout: `web`, `errors` and the bell's `notifications` with the rest of their loading unit. */
const SHELL_TEXTS = ['web', 'errors', 'notifications', 'referrals', 'bonus-codes', 'leaderboard', 'contest', 'profile', 'balance-history'];
/** A plan of the shape the web build writes from its table of pages (domain `pagePlanFile`). */
const PLAN: PagePlanFile = {
  pages: [
    { path: '/dashboard', mining: true, reads: [] },
    { path: '/group', reads: ['/api/referrals'] },
    { path: '/game', nested: true, namespaces: ['games'], reads: ['/api/games/limits', '/api/games/slot'] },
    { path: '/leaderboard', reads: ['/api/leaderboard'] },
    { path: '/shop', namespaces: ['shop', 'wallet'], reads: ['/api/shop'] },
    { path: '/wallet', namespaces: ['wallet', 'price'] },
    { path: '/profile', reads: ['/api/bonus-codes/history', LEDGER_FIRST_PAGE] },
    { path: '/profile/security', namespaces: ['security', 'two-step', 'passkeys'] },
  ].map(({ path: pagePath, nested = false, mining = false, namespaces = [], reads = [] }) => ({
    path: pagePath,
    nested,
    mining,
    modules: [...SHELL.modules, `src/app/routes/pages${pagePath}.ts`],
    namespaces: [...SHELL.namespaces, ...namespaces],
    reads: reads as PageRead[],
  })),
  guestPages: ['login', 'register'].map((name) => ({ path: `/${name}`, nested: false, mining: false, modules: [`src/app/routes/${name}.ts`], namespaces: ['web', 'errors'], reads: [] })),
};

/** GET of a page as a browser asks for it (no compression unless `encoding`; fetch undoes it). */
async function page(url: string, cookie?: string, encoding = 'identity') {
  const response = await fetch(`${t.baseUrl}${url}`, { headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) } });
  const html = await response.text();
  const block = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  return { response, html, data: block ? (JSON.parse(block[1]!) as FirstScreen) : null };
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'fre-first-screen-'));
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(dist, PAGE_PLAN_FILE), JSON.stringify(PLAN));
  t = await startTestApp({ FRE_WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('a signed-in page carries its first screen', () => {
  it('embeds the player, the settings, the mining state and the texts of the dashboard, for this player only', async () => {
    const { client, identity } = await registerUser(t.baseUrl, t.sent);
    expect((await client.post('/api/mining/start')).status).toBe(201);
    const { response, html, data } = await page('/dashboard', client.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(response.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(data?.user?.nickname).toBe(identity.nickname);
    expect(data?.settings).toEqual({ features: { games: true, shop: true, referrals: true }, maintenance: false });
    // The same answers the API gives.
    const mining = await client.get('/api/mining');
    expect(data?.mining?.session?.startTime).toBe(mining.body.session.startTime);
    expect(data?.language).toBe('fr');
    expect(Object.keys(data?.texts ?? {})).toEqual(['fr']);
    expect(Object.keys(data?.texts.fr ?? {})).toEqual(SHELL_TEXTS);
    expect(data?.texts.fr?.web).toHaveProperty('mining.title');
    // The layout's and the dashboard's chunks start with the entry; what index.html loads is not repeated.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/app-layout-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card-1.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/card-1.css">');
    expect(html).not.toContain('href="/assets/core-1.js"');
  });

  it('is compressed for browsers that accept it', async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    const { response, data } = await page('/profile', client.cookie, 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(data?.mining).toBeUndefined();
  });

  it("speaks the language chosen on the device, else the account's, and embeds that language's texts only", async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    expect((await client.patch('/api/me', { language: 'ru' })).status).toBe(200);
    const account = await page('/group', client.cookie);
    expect(account.data?.language).toBe('ru');
    expect(account.html).toContain('<html lang="ru">');
    expect(Object.keys(account.data?.texts ?? {})).toEqual(['ru']);
    const chosen = await page('/shop', `${client.cookie}; fre_lang=zh`);
    expect(chosen.data?.language).toBe('zh');
    // The shop's namespaces come with the rest of their loading unit, which the app would fetch whole.
    expect(Object.keys(chosen.data?.texts.zh ?? {})).toEqual([...SHELL_TEXTS, 'wallet', 'price', 'shop', 'trading', 'fre-guide']);
    const security = await page('/profile/security', client.cookie);
    expect(Object.keys(security.data?.texts.ru ?? {})).toEqual([...SHELL_TEXTS, 'security', 'two-step', 'passkeys']);
  });

  it("answers the page's GETs in the page, as the API answers them, and none of a feature switched off", async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    const group = await page('/group', client.cookie);
    expect(group.data?.reads).toEqual({ '/api/referrals': (await client.get('/api/referrals')).body });
    const game = await page('/game/keno', client.cookie);
    expect(game.data?.reads).toEqual({ '/api/games/limits': (await client.get('/api/games/limits')).body, '/api/games/slot': (await client.get('/api/games/slot')).body });
    const board = await page('/leaderboard', client.cookie);
    expect(Object.keys(board.data?.reads ?? {})).toEqual(['/api/leaderboard']);
    expect(board.data?.reads?.['/api/leaderboard']).toEqual((await client.get('/api/leaderboard')).body);
    expect((await page('/profile', client.cookie)).data?.reads).toEqual({
      '/api/bonus-codes/history': (await client.get('/api/bonus-codes/history')).body,
      '/api/ledger?limit=20': (await client.get('/api/ledger?limit=20')).body,
    });
    expect((await page('/wallet', client.cookie)).data?.reads).toBeUndefined();

    // Each instance keeps the settings a few seconds (two instances in `npm test`): ask until the
    // page says the shop is off, then that same page must carry no catalogue.
    const shopPage = () => page('/shop', client.cookie).then(({ data }) => ({ on: data?.settings.features.shop, reads: data?.reads }));
    const admin = await adminClient(t);
    expect((await admin.client.patch('/api/admin/settings', { shop: false })).status).toBe(200);
    try {
      await expect.poll(shopPage, { timeout: 15_000 }).toEqual({ on: false, reads: undefined });
    } finally {
      await admin.client.patch('/api/admin/settings', { shop: true });
    }
    // Back on: the page carries the catalogue the API gives.
    const sameAsApi = async () => {
      const [{ reads }, api] = await Promise.all([shopPage(), client.get('/api/shop')]);
      return api.status === 200 && JSON.stringify(reads?.['/api/shop']) === JSON.stringify(api.body);
    };
    await expect.poll(sameAsApi, { timeout: 15_000 }).toBe(true);
  });

  it("gives a guest's sign-in and sign-up pages their texts, in the device's language, and nobody's data", async () => {
    const login = await fetch(`${t.baseUrl}/login`, { headers: { 'accept-language': 'ru-RU,ru;q=0.9', 'accept-encoding': 'identity' } });
    const html = await login.text();
    const data = JSON.parse(new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`, 's').exec(html)![1]!) as FirstScreen;
    expect(data.user).toBeNull();
    expect(data.language).toBe('ru');
    expect(html).toContain('<html lang="ru">');
    expect(Object.keys(data.texts)).toEqual(['ru']);
    expect(Object.keys(data.texts.ru ?? {})).toEqual(['web', 'errors']);
    expect(data.mining).toBeUndefined();
    expect(data.reads).toBeUndefined();
    expect(login.headers.get('vary')).toContain('Accept-Language');
    expect(login.headers.get('cache-control')).toBe('private, no-store');
    // The language chosen on the site wins over the browser's.
    expect((await page('/register?ref=ABC123', 'fre_lang=zh')).data?.language).toBe('zh');
  });

  it('leaves guests, ended sessions and pages outside the signed-in app with the plain page', async () => {
    const guest = await page('/dashboard');
    expect(guest.data).toBeNull();
    expect(guest.response.headers.get('cache-control')).toBe('no-cache');
    const { client } = await registerUser(t.baseUrl, t.sent);
    const cookie = client.cookie!;
    expect((await page('/login', cookie)).data).toBeNull();
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    const ended = await page('/dashboard', cookie);
    expect(ended.response.status).toBe(200);
    expect(ended.data).toBeNull();
    expect((await page('/dashboard', 'fre_session=not-a-session')).data).toBeNull();
  });
});

describe('jsonForHtml', () => {
  it('cannot close its script block nor open a comment, and parses back to the same value', () => {
    const value = { nickname: '</script><script>alert(1)</script><!--', note: 'a & b > c\u2028' };
    const written = jsonForHtml(value);
    expect(written).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(written)).toEqual(value);
  });
});
