import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ACCOUNT, LANGUAGES, type Language } from '@fre/domain';
import { pickLanguage } from '@fre/i18n';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '#server/app-context.ts';
import { SESSION_COOKIE } from '#server/http/authenticate.ts';
import type { FirstScreenPage } from '#server/http/web-hosting.ts';
import { acceptsEncoding } from '#server/http/static-responses.ts';
import { hashToken } from '#server/lib/tokens.ts';
import type { MiningService } from '#server/modules/mining/mining.service.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { loadAppShell } from './app-shell.ts';
import { createFirstScreenService } from './first-screen.service.ts';
import { loadPagePlans } from './page-plan.ts';
import type { PageReads } from './page-reads.ts';
import { loadPageTexts } from './page-texts.ts';
import { renderFirstScreen } from './render-first-screen.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Quick levels: the page is compressed for each visit (~50 KB → ~12 KB in about a millisecond). */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

const isLanguage = (value: string | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');

/** Handed in by the composition root: the player of a live session, by its token's hash, or null. */
export type PageOwnerFinder = (tokenHash: Buffer) => Promise<UserRow | null>;

/** Null when the web build has no manifest or page plan (the plain index.html then serves every page, as before). */
export async function createFirstScreenPage(
  ctx: AppContext,
  services: { settings: SettingsService; mining: MiningService },
  reads: PageReads,
  findPageOwner: PageOwnerFinder,
  webDist: string,
): Promise<FirstScreenPage | null> {
  const [shell, plans] = await Promise.all([loadAppShell(webDist), loadPagePlans(webDist)]);
  if (!shell || !plans) return null;
  const service = createFirstScreenService(ctx, services, await loadPageTexts(), reads);

  /** The page of a visitor with a session, or null (not a signed-in page, or the session ended). */
  const signedInPage = async (request: FastifyRequest, token: string): Promise<string | null> => {
    const plan = plans.signedIn(request.url);
    if (!plan || token.length > 200) return null;
    const user = await findPageOwner(hashToken(token));
    // An expired session: the plain page, whose /api/me answers 401 and clears the cookie.
    if (!user) return null;
    const chosen = request.cookies[ACCOUNT.languageCookie];
    return renderFirstScreen(shell, plan, await service.dataFor(user, plan, isLanguage(chosen) ? chosen : null));
  };

  /** The sign-in or sign-up page of a visitor without a session, in the device's language (the landing's choice). */
  const guestPage = async (request: FastifyRequest): Promise<string | null> => {
    const plan = plans.guest(request.url);
    if (!plan) return null;
    const chosen = request.cookies[ACCOUNT.languageCookie];
    return renderFirstScreen(shell, plan, await service.guestData(plan, isLanguage(chosen) ? chosen : pickLanguage(request.headers['accept-language'])));
  };

  return async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const page = token ? await signedInPage(request, token) : await guestPage(request);
    if (page === null) return false;
    const html = Buffer.from(page);
    const accepted = request.headers['accept-encoding'];
    const coding = acceptsEncoding(accepted, 'br') ? 'br' : acceptsEncoding(accepted, 'gzip') ? 'gzip' : null;
    // One player's page (or one device's language): never stored by a shared cache, nor by the browser's.
    reply.header('cache-control', 'private, no-store').header('vary', 'Cookie, Accept-Language, Accept-Encoding').type('text/html; charset=utf-8');
    if (coding) reply.header('content-encoding', coding);
    await reply.send(coding === 'br' ? await brotli(html, BROTLI_OPTIONS) : coding === 'gzip' ? await gzip(html) : html);
    return true;
  };
}
