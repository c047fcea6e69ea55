import type { PagePlanFile } from '@fre/domain';
import { APP_PAGES } from '#web/config/app-pages.ts';
import { APP_SHELL, FIRST_SCREEN_NEEDS, GUEST_PAGES } from './first-screen-needs.ts';

/** Where the route modules are, as the build manifest names them (relative to apps/web). */
export const ROUTES_DIR = 'src/app/routes';
export const PAGE_ROUTES_DIR = `${ROUTES_DIR}/pages`;

/** The plan of every page's first screen (domain `pagePlanFile`), from the table of pages: the build writes it for the server. */
export function pagePlan(): PagePlanFile {
  const shell = `${ROUTES_DIR}/${APP_SHELL.route}`;
  return {
    pages: APP_PAGES.map((page) => {
      const needs = FIRST_SCREEN_NEEDS[page.id];
      return {
        path: page.path,
        nested: page.nested ?? false,
        modules: [shell, `${PAGE_ROUTES_DIR}/${page.route}`],
        namespaces: [...APP_SHELL.namespaces, ...(needs.namespaces ?? [])],
        reads: needs.reads ?? [],
        mining: needs.mining ?? false,
        ...(needs.subPages ? { subPages: needs.subPages } : {}),
      };
    }),
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
