import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pagePlanFile } from '@fre/domain';
import { describe, expect, it } from 'vitest';
import { APP_PAGES, isSheetPage, pageAt } from '#web/config/app-pages.ts';
import { pagePlan } from './page-plan.ts';

const PAGES_DIR = path.resolve(import.meta.dirname, '../routes/pages');

describe('the table of pages', () => {
  it('names each module of routes/pages once, and only those', () => {
    const files = readdirSync(PAGES_DIR).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));
    expect(APP_PAGES.map((page) => page.route).sort()).toEqual(files.sort());
  });

  it('gives each page its own path', () => {
    const all = APP_PAGES.map((page) => page.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it("finds a page from the address, a game's included, and which ones the sheet holds", () => {
    expect(pageAt('/game/keno')?.id).toBe('games');
    expect(pageAt('/profile/security/')?.id).toBe('security');
    expect(pageAt('/profile')?.id).toBe('profile');
    expect(pageAt('/shop/extra')).toBeUndefined();
    expect(pageAt('/admin')).toBeUndefined();
    expect(isSheetPage('/kyc')).toBe(true);
    expect(isSheetPage('/game/towers')).toBe(false);
  });

  it('writes the plan the server reads, with the layout first and its texts', () => {
    const plan = pagePlanFile.parse(pagePlan());
    expect(plan.pages).toHaveLength(APP_PAGES.length);
    const dashboard = plan.pages.find((page) => page.path === '/dashboard');
    expect(dashboard).toMatchObject({ modules: ['src/app/routes/app-layout.ts', 'src/app/routes/pages/dashboard.ts'], mining: true, namespaces: ['web', 'errors', 'notifications'] });
    expect(plan.pages.find((page) => page.path === '/game')).toMatchObject({ nested: true, namespaces: ['web', 'errors', 'notifications', 'games'] });
    expect(plan.guestPages.map((page) => page.path)).toEqual(['/login', '/register']);
  });
});
