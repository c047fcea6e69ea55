import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fillPublicLinks, PUBLIC_LINKS, type PublicLinks } from '@fre/domain';
import { apiNotFound } from './error-handler.ts';
import { landingFor } from './landing-page.ts';
import { MINI_APP_PATH, miniAppHeaders } from './security-headers.ts';
import type { StaticResponses } from './static-responses.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/**
 * The first-screen module's page, handed in by the composition root: answers a signed-in visit of an app
 * page, or a guest's of sign-in and sign-up, with its first screen embedded; false when it does not apply.
 */
export type FirstScreenPage = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

const NO_PUBLIC_LINKS = Object.fromEntries(PUBLIC_LINKS.map((link) => [link, null])) as PublicLinks;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * A pre-rendered landing with this server's public links in its footer (the build only knows their
 * stand-ins), compressed again as the build did where it had written twins: once, at start.
 */
function withPublicLinks(page: Buffer, links: PublicLinks, twins: { br: boolean; gzip: boolean }) {
  const body = Buffer.from(fillPublicLinks(page.toString('utf8'), links));
  const br = twins.br ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }) : undefined;
  const gzip = twins.gzip ? gzipSync(body, { level: 9 }) : undefined;
  return [body, br, gzip] as const;
}

/**
 * Loads the built web app into `statics`: every file once, with the .br and .gz twins the web
 * build writes (apps/web/scripts/precompress.mjs). Hashed files under assets/ and locales/ are
 * cached for a year; the rest (index.html, the service worker, the web manifest) is revalidated each time.
 * Build metadata (dist/.vite) is not served.
 */
async function loadWebApp(statics: StaticResponses, webDist: string, publicLinks: PublicLinks): Promise<void> {
  const files = await filesUnder(webDist);
  const present = new Set(files);
  for (const file of files) {
    const relative = path.relative(webDist, file);
    if (relative.startsWith('.vite') || file.endsWith('.br') || file.endsWith('.gz')) continue;
    const read = (twin: string) => (present.has(twin) ? readFile(twin) : Promise.resolve(undefined));
    const landing = relative.startsWith(`landing${path.sep}`);
    const [plain, brotli, gzipped] = await Promise.all([readFile(file), read(`${file}.br`), read(`${file}.gz`)]);
    const [body, br, gzip] = landing ? withPublicLinks(plain, publicLinks, { br: brotli !== undefined, gzip: gzipped !== undefined }) : [plain, brotli, gzipped];
    statics.add(`/${relative.split(path.sep).join('/')}`, {
      body,
      br,
      gzip,
      contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      // The pre-rendered landing is chosen by the language and session cookies and Accept-Language.
      vary: landing ? ['Cookie', 'Accept-Language'] : [],
      // Hashed names (assets/) and the translations' versioned folder (locales/<hash>/) never change.
      cacheControl: relative.startsWith(`assets${path.sep}`) || relative.startsWith(`locales${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    // The Mini App's entry is the app's page under the headers that let Telegram Web frame it (decision 045).
    if (relative === 'index.html') {
      statics.add(MINI_APP_PATH, { body, br, gzip, contentType: CONTENT_TYPES['.html']!, cacheControl: 'no-cache', securityHeaders: miniAppHeaders(statics.securityHeaders.document) });
    }
  }
}

/**
 * Serves the built web app: its files are answered from `statics` (before Fastify for a listening
 * server, here for app.inject), the pre-rendered landing with `publicLinks` filled in (the unset
 * ones left out), a signed-in visit of an app page gets `firstScreen`'s page, and any other GET
 * outside the API falls back to index.html (client-side routes).
 */
export async function registerWebHosting(
  app: FastifyInstance,
  statics: StaticResponses,
  webDist: string,
  firstScreen: FirstScreenPage | null = null,
  publicLinks: PublicLinks = NO_PUBLIC_LINKS,
): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) await loadWebApp(statics, webDist, publicLinks);
  app.setNotFoundHandler(async (request, reply) => {
    const readOnly = request.method === 'GET' || request.method === 'HEAD';
    if (readOnly && statics.has(request.url.split('?')[0]!)) {
      reply.hijack();
      statics.answer(request.raw, reply.raw);
      return;
    }
    // A missing hashed file (an old build's chunk) is not a page: answering HTML there would only
    // turn into a MIME-type error in the browser.
    const notAPage = request.url.startsWith('/api/') || request.url === '/api' || request.url.startsWith('/assets/');
    if (notAPage || !readOnly || !hasWeb) return apiNotFound(request, reply);
    if (firstScreen && request.method === 'GET') {
      // Without its data (the database away), the plain page still starts the app.
      const answered = await firstScreen(request, reply).catch((error: unknown) => {
        request.log.warn({ err: error }, 'first screen not embedded');
        return false;
      });
      if (answered) return reply;
    }
    const landing = landingFor(request.raw);
    reply.hijack();
    statics.answer(request.raw, reply.raw, landing && statics.has(landing) ? landing : '/index.html');
  });
}
