import { ACCOUNT } from '@fre/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '#server/app-context.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { AppError } from '#server/lib/app-error.ts';

export const SESSION_COOKIE = 'fre_session';
/** Set and cleared with the session cookie (decision 014). */
const SIGNED_IN_COOKIE = ACCOUNT.signedInCookie;

// `request.user` is declared by the users module (user-row.ts): transport knows no user's shape.
declare module 'fastify' {
  interface FastifyRequest {
    sessionId: string | null;
    /** How the caller proved who it is; CSRF checks apply to cookies only. */
    authVia: 'cookie' | 'bearer' | null;
    /** When this session last proved the person again (POST /api/me/reauth, decision 039). */
    reauthenticatedAt: Date | null;
  }
}

/** The signed-in user of a request, as the users module declares it. */
export type RequestUser = NonNullable<FastifyRequest['user']>;

/** A live session found for a token; what else a lookup does (its last activity) is the finder's. */
export interface FoundSession {
  user: RequestUser;
  sessionId: string;
  reauthenticatedAt: Date | null;
}

/** Handed in by the composition root: the account module's lookup of a session by its token's hash. */
export type SessionFinder = (tokenHash: Buffer) => Promise<FoundSession | null>;

function presentedToken(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** The bearer token the request signed in with; null for a cookie or no session. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const presented = presentedToken(request);
  return request.authVia === 'bearer' && presented?.via === 'bearer' ? presented.token : null;
}

/** Resolves the session (cookie or bearer) of every /api request into request.user. */
export function registerAuthentication(app: FastifyInstance, findSession: SessionFinder): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('authVia', null);
  app.decorateRequest('reauthenticatedAt', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const presented = presentedToken(request);
    if (!presented) return;
    const found = presented.token.length > 200 ? null : await findSession(hashToken(presented.token));
    if (!found) {
      // An expired or revoked session: the browser forgets it, and the app stops asking.
      if (presented.via === 'cookie') clearSessionCookie(reply);
      return;
    }
    request.user = found.user;
    request.sessionId = found.sessionId;
    request.authVia = presented.via;
    request.reauthenticatedAt = found.reauthenticatedAt;
  });
}

export function requireUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new AppError('unauthenticated');
  return request.user;
}

export function cookieOptions(ctx: AppContext, request: FastifyRequest, maxAgeSeconds: number) {
  const secure = ctx.config.cookieSecure === 'auto' ? request.protocol === 'https' : ctx.config.cookieSecure;
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: maxAgeSeconds };
}

/** The session cookie (httpOnly) and its readable companion, with the same lifetime. */
export function setSessionCookies(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  const options = cookieOptions(ctx, request, maxAgeSeconds);
  reply.setCookie(SESSION_COOKIE, token, options);
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
}
