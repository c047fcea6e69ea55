import { existsSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const WEB = path.resolve(import.meta.dirname, '..');
const PLAN_SOURCE = path.join(WEB, 'src/app/navigation/page-plan.ts');
const DOMAIN = path.resolve(WEB, '../../packages/domain/src/index.ts');

/**
 * Writes the plan of the pages' first screens (domain `pagePlanFile`) beside the build manifest,
 * from the app's table of pages, for the server to preload each page's code and answers (decision
 * 027). The build fails on a page whose route module is not there: a plan naming a missing module
 * would only lose its preloads, silently. The table and the domain are TypeScript of the
 * workspace, which the config's own loader leaves to Node: tsx loads them.
 */
export function pagePlanFileOutput(): Plugin {
  return {
    name: 'fre-page-plan',
    apply: 'build',
    async generateBundle() {
      const [{ pagePlan }, { PAGE_PLAN_FILE, pagePlanFile }] = await Promise.all([
        tsImport(PLAN_SOURCE, import.meta.url) as Promise<typeof import('../src/app/navigation/page-plan')>,
        tsImport(DOMAIN, import.meta.url) as Promise<typeof import('@fre/domain')>,
      ]);
      const plan = pagePlanFile.parse(pagePlan());
      const missing = [...plan.pages, ...plan.guestPages]
        .flatMap((page) => [...page.modules, ...Object.values(page.subPages ?? {}).flat()])
        .filter((module) => !existsSync(path.join(WEB, module)));
      if (missing.length > 0) this.error(`The table of pages names route modules that do not exist: ${[...new Set(missing)].join(', ')}`);
      this.emitFile({ type: 'asset', fileName: PAGE_PLAN_FILE, source: `${JSON.stringify(plan, null, 2)}\n` });
    },
  };
}
