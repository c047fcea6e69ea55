import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '#server/config.ts';

const originOf = (url: string | null) => (url ? new URL(url).origin : null);

/**
 * The app's two sets of security headers (docs/decisions/084): `document`, the whole set, for
 * what a browser runs or shows as a page (HTML, scripts, SVG); `resource`, a short set, for
 * everything else (the API's JSON, images, fonts, stylesheets, the manifests).
 */
export interface SecurityHeaderSets {
  document: Record<string, string>;
  resource: Record<string, string>;
}

/**
 * A page's CSP, COOP, X-Frame-Options and the like govern a document; on a JSON answer or an
 * image they only cost bytes and Node's check of each header. A resource keeps what still means
 * something there: a CSP that lets it run and load nothing and be framed by no one (should it be
 * opened as a page), no MIME sniffing, HTTPS only, no cross-origin reads, no referrer.
 */
const RESOURCE_HEADERS = ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy'];
const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Content types that get the document set: pages, and scripts, since a service worker obeys the
 * CSP its own script arrives with; an SVG is a document when opened on its own.
 */
export function isDocumentType(contentType: string): boolean {
  return contentType.startsWith('text/html') || contentType.startsWith('text/javascript') || contentType.startsWith('image/svg+xml');
}

/** The API's pages of documentation (Swagger UI), the one HTML under /api/. */
const API_DOCS_PREFIX = '/api/docs';

/** Whether a Fastify answer to `url` is a resource: the API's, except its documentation's pages. */
export function answersAResource(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(API_DOCS_PREFIX);
}

/** Both sets, computed once: they depend on the configuration only. */
export function securityHeaders(config: Config): SecurityHeaderSets {
  const document = documentHeaders(config);
  const resource: Record<string, string> = { 'content-security-policy': RESOURCE_CSP };
  for (const name of RESOURCE_HEADERS) resource[name] = document[name]!;
  return { document, resource };
}

/**
 * A CSP the app really runs under: no inline or foreign script; inline styles are allowed because
 * React's style props set them. TON Connect talks to wallet bridges, and our wallet list shows the
 * wallets' icons from their own https addresses (decision 082); configured outside services (a wallets list, the trading page)
 * are added by origin.
 */
function documentHeaders(config: Config): Record<string, string> {
  const walletsList = originOf(config.tonConnect.walletsListUrl);
  const trading = originOf(config.price.tradingEmbedUrl);
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(walletsList ? [walletsList] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https:', 'wss:', ...(walletsList ? [walletsList] : [])],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        frameSrc: ["'self'", ...(trading ? [trading] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/** The Telegram Mini App's address (BotFather), the page Telegram opens (decision 045). */
export const MINI_APP_PATH = '/tg';
/** Telegram Web, which shows a Mini App in an iframe on its own page. */
export const TELEGRAM_WEB_ORIGIN = 'https://web.telegram.org';

/**
 * The headers of the Mini App's entry page: the app's own, except that Telegram Web, and only
 * Telegram Web, may frame it (`frame-ancestors`, which supersedes X-Frame-Options: that one,
 * DENY, goes). Every other page keeps `frame-ancestors 'none'` (decision 045).
 */
export function miniAppHeaders(headers: Record<string, string>): Record<string, string> {
  const { 'x-frame-options': _denied, ...rest } = headers;
  const csp = headers['content-security-policy'];
  return csp === undefined ? rest : { ...rest, 'content-security-policy': csp.replace("frame-ancestors 'none'", `frame-ancestors ${TELEGRAM_WEB_ORIGIN}`) };
}

/**
 * Every answer of the app carries security headers: the API's the resource set, any other (a
 * page, the documentation's) the document set. Static answers carry the same (static-responses.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaderSets): void {
  // A callback hook, not an async one: every request runs it, and it has nothing to wait for.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(answersAResource(request.url) ? headers.resource : headers.document);
    done();
  });
}

/**
 * Helmet's headers for our options, computed once: they depend on no request, and running helmet
 * on every request cost about a tenth of a small API answer's CPU (bench/api.ts profile).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}
