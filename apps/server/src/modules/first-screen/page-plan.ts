import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_PLAN_FILE, pagePlanFile, type PlannedPage } from '@fre/domain';
import { NAMESPACES, type Namespace } from '@fre/i18n';

/** What a page needs before it can show anything: its modules, texts, answers and mining state. */
export type PagePlan = Omit<PlannedPage, 'namespaces'> & { namespaces: Namespace[] };

/** The plans of the web build's pages, by the path a visitor opens. */
export interface PagePlans {
  /** The plan of a signed-in page (`/dashboard`, `/game/keno?x=1`), or null for any other path. */
  signedIn(urlPath: string): PagePlan | null;
  /** The plan of a guest's entry page (`/login`, `/register?ref=X`), or null for any other path. */
  guest(urlPath: string): PagePlan | null;
}

const isNamespace = (name: string): name is Namespace => (NAMESPACES as readonly string[]).includes(name);

function finder(pages: PagePlan[]) {
  return (urlPath: string): PagePlan | null => {
    const pathname = urlPath.split('?')[0]!.replace(/(.)\/$/, '$1');
    const page = pages.find((candidate) => pathname === candidate.path || (candidate.nested && pathname.startsWith(`${candidate.path}/`)));
    if (!page) return null;
    // A page below a nested one (`/game/keno`): its own modules come with the page's.
    const sub = page.subPages?.[pathname.slice(page.path.length + 1).split('/')[0]!];
    return sub ? { ...page, modules: [...page.modules, ...sub] } : page;
  };
}

/**
 * Reads the plan the web build wrote from its table of pages (apps/web/plugins/page-plan-file.ts),
 * once at start; null when the build wrote none (tests without a web build): pages are then served
 * without preloads. A plan that does not parse stops the start: it is the build's mistake.
 */
export async function loadPagePlans(webDist: string): Promise<PagePlans | null> {
  const file = path.join(webDist, PAGE_PLAN_FILE);
  if (!existsSync(file)) return null;
  const plan = pagePlanFile.parse(JSON.parse(await readFile(file, 'utf8')));
  const typed = (pages: PlannedPage[]): PagePlan[] =>
    pages.map((page) => {
      const unknown = page.namespaces.filter((name) => !isNamespace(name));
      if (unknown.length > 0) throw new Error(`${PAGE_PLAN_FILE}: ${page.path} names unknown translation namespaces: ${unknown.join(', ')}`);
      return { ...page, namespaces: page.namespaces.filter(isNamespace) };
    });
  return { signedIn: finder(typed(plan.pages)), guest: finder(typed(plan.guestPages)) };
}
