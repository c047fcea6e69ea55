import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT, loginRequest, loginResponse, passwordResetConfirmRequest, passwordResetRequest, registerRequest, tokenRequest, userResponse,
} from '@fre/domain';
import type { AppContext } from '../../app-context.ts';
import { clearSessionCookie, requireUser, setSessionCookies } from '../../http/authenticate.ts';
import { requestLanguage } from '../../http/language.ts';
import { toUserDto } from '../users/user-row.ts';
import { createAuthService } from './auth.service.ts';

export function authRoutes(ctx: AppContext) {
  const auth = createAuthService(ctx);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const client = (request: { ip: string; headers: Record<string, unknown> }) => ({ ip: request.ip, userAgent: request.headers['user-agent'] as string | undefined });
    const sessionMaxAge = ACCOUNT.sessionTtlMs / 1000;
    const AUTH_RATE_LIMIT = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

    app.post('/api/auth/register', {
      schema: { tags: ['auth'], body: registerRequest, response: { 201: userResponse } },
      config: { rateLimit: AUTH_RATE_LIMIT },
    }, async (request, reply) => {
      const { confirmPassword: _, ...body } = request.body;
      const { user, token } = await auth.register({ ...body, language: body.language ?? requestLanguage(request) }, client(request));
      setSessionCookies(ctx, request, reply, token, sessionMaxAge);
      return reply.status(201).send({ user: toUserDto(user) });
    });

    app.post('/api/auth/verify-email', {
      schema: { tags: ['auth'], body: tokenRequest, response: { 200: userResponse } },
      config: { rateLimit: AUTH_RATE_LIMIT },
    }, async (request) => ({ user: toUserDto(await auth.verifyEmail(request.body.token)) }));

    app.post('/api/auth/resend-verification', {
      schema: { tags: ['auth'], response: { 202: z.null() } },
      config: { rateLimit: AUTH_RATE_LIMIT },
    }, async (request, reply) => {
      await auth.resendVerification(requireUser(request));
      return reply.status(202).send(null);
    });

    app.post('/api/auth/login', {
      schema: { tags: ['auth'], body: loginRequest, response: { 200: loginResponse } },
      config: { rateLimit: AUTH_RATE_LIMIT },
    }, async (request, reply) => {
      const bearer = request.body.bearer === true;
      const { user, token } = await auth.login(request.body.email, request.body.password, bearer ? 'bearer' : 'cookie', client(request));
      if (bearer) return { user: toUserDto(user), token };
      setSessionCookies(ctx, request, reply, token, sessionMaxAge);
      return { user: toUserDto(user) };
    });

    app.post('/api/auth/logout', { schema: { tags: ['auth'], response: { 204: z.null() } } }, async (request, reply) => {
      if (request.sessionId) await auth.logout(request.sessionId);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    });

    app.post('/api/auth/password-reset', {
      schema: { tags: ['auth'], body: passwordResetRequest, response: { 202: z.null() } },
      config: { rateLimit: { max: Math.max(1, Math.floor(ctx.config.authRateLimitPerMinute / 4)), timeWindow: '1 minute' } },
    }, async (request, reply) => {
      await auth.requestPasswordReset(request.body.email);
      return reply.status(202).send(null);
    });

    app.post('/api/auth/password-reset/confirm', {
      schema: { tags: ['auth'], body: passwordResetConfirmRequest, response: { 200: z.object({ ok: z.literal(true) }) } },
      config: { rateLimit: AUTH_RATE_LIMIT },
    }, async (request) => {
      await auth.confirmPasswordReset(request.body.token, request.body.password);
      return { ok: true as const };
    });
  };
}
