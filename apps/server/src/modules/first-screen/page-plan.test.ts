import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PAGE_PLAN_FILE } from '@fre/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPagePlans } from './page-plan.ts';

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'fre-page-plan-'));
  await mkdir(path.join(dist, '.vite'));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

const page = (pagePath: string, extra: object = {}) => ({ path: pagePath, nested: false, modules: ['src/app/routes/app-layout.ts'], namespaces: ['web'], reads: [], mining: false, ...extra });
const write = (plan: unknown) => writeFile(path.join(dist, PAGE_PLAN_FILE), JSON.stringify(plan));

describe("the build's page plan", () => {
  it('finds a page by its path, below it only when it has pages of its own', async () => {
    await write({ pages: [page('/game', { nested: true }), page('/profile'), page('/profile/security')], guestPages: [page('/login')] });
    const plans = (await loadPagePlans(dist))!;
    expect(plans.signedIn('/game/keno?seed=1')?.path).toBe('/game');
    expect(plans.signedIn('/profile/security')?.path).toBe('/profile/security');
    expect(plans.signedIn('/profile/')?.path).toBe('/profile');
    expect(plans.signedIn('/profile/other')).toBeNull();
    expect(plans.signedIn('/login')).toBeNull();
    expect(plans.guest('/login?next=%2Fshop')?.path).toBe('/login');
  });

  it("adds a nested page's own page's modules to the page's, by the path's next segment", async () => {
    const keno = 'src/features/games/keno/keno-page.tsx';
    await write({ pages: [page('/game', { nested: true, subPages: { keno: [keno] } })], guestPages: [] });
    const plans = (await loadPagePlans(dist))!;
    expect(plans.signedIn('/game/keno?seed=1')?.modules).toEqual(['src/app/routes/app-layout.ts', keno]);
    expect(plans.signedIn('/game/keno/')?.modules).toEqual(['src/app/routes/app-layout.ts', keno]);
    expect(plans.signedIn('/game')?.modules).toEqual(['src/app/routes/app-layout.ts']);
    expect(plans.signedIn('/game/towers')?.modules).toEqual(['src/app/routes/app-layout.ts']);
  });

  it('is absent without a build, and stops the start when the build wrote a wrong one', async () => {
    expect(await loadPagePlans(dist)).toBeNull();
    await write({ pages: [page('/shop', { namespaces: ['web', 'no-such-texts'] })], guestPages: [] });
    await expect(loadPagePlans(dist)).rejects.toThrow(/no-such-texts/);
    await write({ pages: [page('/shop', { reads: ['/api/admin/users'] })], guestPages: [] });
    await expect(loadPagePlans(dist)).rejects.toThrow();
  });
});
