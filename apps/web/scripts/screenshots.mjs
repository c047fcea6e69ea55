// Ad-hoc visual check: node apps/web/scripts/screenshots.mjs [baseUrl] — serves nothing itself;
// run `npx vite preview --port 4173` in apps/web first. The API is mocked per page.
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const out = process.env.OUT ?? '/tmp/shots';
const now = Date.now();
const user = {
  id: 'u1', email: 'satoshi@example.com', nickname: 'Satoshi', emailVerified: false, referralCode: 'SAT4X2',
  role: 'user', level: 3, balance: '1234567891234', balanceFre: '1234.567891234', totalMined: '2234567891234',
  totalMinedFre: '2234.567891234', miningRate: '11291667', activeReferrals: 4, kycStatus: 'none', tonWallet: null,
  telegramUsername: null, language: 'fr', tutorialCompleted: false, tutorialSkipped: false, createdAt: new Date(now).toISOString(),
};
const mining = {
  session: {
    id: 's1', startTime: new Date(now - 5 * 3600e3).toISOString(), endTime: new Date(now + 19 * 3600e3).toISOString(),
    rate: '11291667', earnings: '0', accrued: '0', accruedUntil: new Date(now - 5 * 3600e3).toISOString(),
    active: true, claimed: false, timeReduction: 0,
  },
  rate: { total: '11291667', base: '1041667', levels: '3000000', referrals: '8333200', boosts: '0', packs: '0', activeReferrals: 4, countedReferrals: 4 },
  serverTime: new Date(now).toISOString(),
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function shot(name, path, { language = 'fr', signedIn = false, fullPage = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: language });
  await context.addInitScript((lng) => localStorage.setItem('fre.language', lng), language);
  await context.route('**/api/**', (route) => {
    const url = route.request().url();
    if (url.endsWith('/api/me')) {
      return signedIn
        ? route.fulfill({ json: { user } })
        : route.fulfill({ status: 401, json: { error: { code: 'unauthenticated', message: 'x' } } });
    }
    if (url.endsWith('/api/mining')) return route.fulfill({ json: mining });
    return route.fulfill({ status: 404, json: { error: { code: 'not_found', message: 'Not found' } } });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(name, 'pageerror', error.message));
  page.on('console', (message) => message.type() === 'error' && console.error(name, 'console', message.text()));
  await page.goto(base + path);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage });
  if (fullPage) {
    // Tall pages also in phone-height slices, easier to review.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, i = 0; y < height; y += 1400, i++) {
      await page.screenshot({ path: `${out}/${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width: 390, height: Math.min(1400, height - y) } });
    }
  }
  await context.close();
}

await shot('landing-fr', '/');
await shot('landing-en', '/', { language: 'en' });
await shot('login', '/login');
await shot('register', '/register?ref=ABC123');
await shot('dashboard', '/dashboard', { signedIn: true });
await shot('upcoming', '/leaderboard', { signedIn: true, language: 'en' });
await shot('splash', '/loading', { fullPage: false });
await browser.close();
