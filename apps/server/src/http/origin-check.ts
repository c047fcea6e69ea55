import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a state-changing request that a browser sends from another
 * site carries that site's Origin (or Sec-Fetch-Site: cross-site) and is refused. Clients without
 * a browser send neither header; bearer tokens cannot be forged by another site at all.
 */
export function registerOriginCheck(app: FastifyInstance, ctx: AppContext): void {
  const allowed = new Set([new URL(ctx.config.appUrl).origin]);
  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/') || request.authVia === 'bearer') return;
    const origin = request.headers.origin;
    const host = request.headers.host;
    const sameHost = origin !== undefined && host !== undefined && hostOf(origin) === host;
    if (origin !== undefined && origin !== 'null' && (allowed.has(origin) || sameHost)) return;
    if (origin !== undefined || request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('origin_rejected');
  });
}
