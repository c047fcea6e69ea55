import type { AppContext } from '#server/app-context.ts';
import type { FirstScreenPage } from '#server/http/web-hosting.ts';
import { createFirstScreenPage, type PageOwnerFinder } from '#server/modules/first-screen/first-screen-page.ts';
import { createPageReads } from '#server/modules/first-screen/page-reads.ts';
import type { Services } from './services.ts';

/** A signed-in page's first screen, read through the same services as the API (null without a web build). */
export async function firstScreenPage(ctx: AppContext, services: Services, findPageOwner: PageOwnerFinder, webDist: string): Promise<FirstScreenPage | null> {
  return createFirstScreenPage(ctx, services, createPageReads(ctx, services), findPageOwner, webDist);
}
