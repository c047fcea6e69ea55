import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '#server/config.ts';

const originOf = (url: string | null) => (url ? new URL(url).origin : null);

/**
 * A CSP the app really runs under: no inline or foreign script; inline styles are allowed because
 * React's style props set them. TON Connect talks to wallet bridges, and our wallet list shows the
 * wallets' icons from their own https addresses (decision 082); configured outside services (a wallets list, the trading page)
 * are added by origin.
 */
export function securityHeaders(config: Config): Record<string, string> {
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

/** Every answer of the app carries the security headers (static answers carry the same, see static-responses.ts). */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  // A callback hook, not an async one: every request runs it, and it has nothing to wait for.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
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
