import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const originOf = (url: string | null) => (url ? new URL(url).origin : null);

/**
 * A CSP the app really runs under: no inline or foreign script; inline styles are allowed because
 * React's style props and the TON Connect widget set them. TON Connect talks to wallet bridges and
 * shows wallet icons over https; configured outside services (a wallets list, the trading page)
 * are added by origin.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const walletsList = originOf(config.tonConnect.walletsListUrl);
  const trading = originOf(config.price.tradingEmbedUrl);
  await app.register(helmet, {
    global: true,
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
