import type { PagePlanFile } from '@fre/domain';
import { APP_PAGES, APP_SHELL, GUEST_PAGES } from '#web/config/app-pages.ts';

/** Where the route modules are, as the build manifest names them (relative to apps/web). */
export const ROUTES_DIR = 'src/app/routes';
export const PAGE_ROUTES_DIR = `${ROUTES_DIR}/pages`;

/** The plan of every page's first screen (domain `pagePlanFile`), from the table of pages: the build writes it for the server. */
export function pagePlan(): PagePlanFile {
  const shell = `${ROUTES_DIR}/${APP_SHELL.route}`;
  return {
    pages: APP_PAGES.map((page) => ({
      path: page.path,
      nested: page.nested ?? false,
      modules: [shell, `${PAGE_ROUTES_DIR}/${page.route}`],
      namespaces: [...APP_SHELL.namespaces, ...(page.namespaces ?? [])],
      reads: page.reads ?? [],
      mining: page.mining ?? false,
    })),
    guestPages: GUEST_PAGES.map((page) => ({
      path: page.path,
      nested: false,
      modules: [`${ROUTES_DIR}/${page.route}`],
      namespaces: page.namespaces,
      reads: [],
      mining: false,
    })),
  };
}
