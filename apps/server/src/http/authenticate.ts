import { ACCOUNT } from '@fre/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '#server/app-context.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { createReadBatcher } from '#server/db/read-batcher.ts';
import { noteSessionSeen } from '#server/modules/account/sessions/session-activity.ts';
import { findSessionUsers } from '#server/modules/account/sign-in/auth.repository.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { AppError } from '#server/lib/app-error.ts';

export const SESSION_COOKIE = 'fre_session';
/** Set and cleared with the session cookie (decision 014). */
const SIGNED_IN_COOKIE = ACCOUNT.signedInCookie;

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
    /** How the caller proved who it is; CSRF checks apply to cookies only. */
    authVia: 'cookie' | 'bearer' | null;
    /** When this session last proved the person again (POST /api/me/reauth, decision 039). */
    reauthenticatedAt: Date | null;
  }
}

function presentedToken(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** Resolves the session (cookie or bearer) of every /api request into request.user. */
export function registerAuthentication(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('authVia', null);
  app.decorateRequest('reauthenticatedAt', null);
  const findSessionUser = createReadBatcher((lookups: { tokenHash: Buffer; now: Date }[]) => findSessionUsers(ctx.db, lookups));
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const presented = presentedToken(request);
    if (!presented) return;
    const found = presented.token.length > 200 ? null : await findSessionUser({ tokenHash: hashToken(presented.token), now: ctx.clock.now() });
    if (!found) {
      // An expired or revoked session: the browser forgets it, and the app stops asking.
      if (presented.via === 'cookie') clearSessionCookie(reply);
      return;
    }
    const { session_id, session_seen_at, session_reauthenticated_at, ...user } = found;
    noteSessionSeen(ctx, session_id, session_seen_at, ctx.clock.now());
    request.user = user;
    request.sessionId = session_id;
    request.authVia = presented.via;
    request.reauthenticatedAt = session_reauthenticated_at;
  });
}

export function requireUser(request: FastifyRequest): UserRow {
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
