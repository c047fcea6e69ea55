import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT, loginRequest, loginResponse, passwordResetConfirmRequest, passwordResetRequest, registerRequest, telegramSignInRequest, telegramSignInResponse,
  tokenRefreshResponse, userResponse, verifyEmailRequest, verifyEmailResponse,
} from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { bearerTokenOf, clearSessionCookie, requireUser, setSessionCookies } from '#server/http/authenticate.ts';
import { AppError } from '#server/lib/app-error.ts';
import { requestLanguage } from '#server/http/language.ts';
import { browserDevice, presentedDeviceId, setDeviceCookie } from '#server/modules/abuse-signals/device-cookie.ts';
import type { createTelegramSignInService } from './telegram-sign-in.service.ts';
import { toUserDto } from '#server/modules/users/user-row.ts';
import type { AuthService } from './auth.service.ts';

const DAY_MS = 86_400_000;

export function authRoutes(ctx: AppContext, auth: AuthService, telegram: ReturnType<typeof createTelegramSignInService>) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const client = (request: { ip: string; headers: Record<string, unknown> }, deviceId: string | null) => ({
      ip: request.ip,
      userAgent: request.headers['user-agent'] as string | undefined,
      deviceId,
    });
    const sessionMaxAge = ACCOUNT.sessionTtlMs / 1000;
    const AUTH_RATE_LIMIT = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

    app.post('/api/auth/register', {
      schema: { tags: ['auth'], summary: 'Sign up', errors: ['challenge_invalid', 'challenge_required', 'email_in_use', 'nickname_taken'], body: registerRequest, response: { 201: userResponse } },
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
    }, async (request, reply) => {
      const { confirmPassword: _, altcha, ...body } = request.body;
      const device = browserDevice(request);
      const { user, token } = await auth.register({ ...body, language: body.language ?? requestLanguage(request) }, client(request, device.id), altcha);
      setSessionCookies(ctx, request, reply, token, sessionMaxAge);
      setDeviceCookie(ctx, request, reply, device);
      return reply.status(201).send({ user: toUserDto(user) });
    });

    app.post('/api/auth/verify-email', {
      schema: {
        tags: ['auth'], summary: 'Confirm an email address with the emailed token',
        description: 'With `"bearer": true`, `token` is a bearer session\'s, as `POST /api/auth/login` answers it, when the link confirmed the address of an account the password alone signs in to (no second factor) and not a new address replacing the account\'s: otherwise sign in.',
        errors: ['email_in_use', 'invalid_token'], body: verifyEmailRequest, response: { 200: verifyEmailResponse },
      },
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
    }, async (request) => {
      const bearerFor = request.body.bearer === true ? client(request, presentedDeviceId(request)) : undefined;
      const { user, replaced, token } = await auth.verifyEmail(request.body.token, bearerFor);
      return token ? { user: toUserDto(user), replaced, token } : { user: toUserDto(user), replaced };
    });

    // Renewal of a bearer token before it ends (decision 078): the same session, a new token, the old one refused from now on.
    app.post('/api/auth/token/refresh', {
      schema: {
        tags: ['auth'], summary: 'Renew the bearer token',
        description: `Answers a new token for the caller's bearer session and ends the one presented: it lives ${ACCOUNT.sessionTtlMs / DAY_MS} days from now, never more than ${ACCOUNT.sessionMaxAgeMs / DAY_MS} days after the sign-in that opened the session (\`expiresAt\`). The session keeps its entry in \`GET /api/me/sessions\`. Only with \`Authorization: Bearer\`: a cookie session is answered 401 \`unauthenticated\`, as are an expired, revoked or already renewed token.`,
        security: [{ bearer: [] }], response: { 200: tokenRefreshResponse },
      },
      config: { rateLimit: AUTH_RATE_LIMIT },
    }, async (request) => {
      const presented = bearerTokenOf(request);
      if (!presented || !request.sessionId) throw new AppError('unauthenticated');
      const { token, expiresAt } = await auth.refreshToken(request.sessionId, presented);
      return { token, expiresAt: expiresAt.toISOString() };
    });

    app.post('/api/auth/resend-verification', {
      schema: { tags: ['auth'], summary: 'Send the verification email again', response: { 202: z.null() } },
      config: { rateLimit: AUTH_RATE_LIMIT },
    }, async (request, reply) => {
      await auth.resendVerification(requireUser(request));
      return reply.status(202).send(null);
    });

    app.post('/api/auth/login', {
      schema: { tags: ['auth'], summary: 'Sign in with email and password', errors: ['account_banned', 'challenge_invalid', 'challenge_required', 'invalid_credentials', 'second_factor_invalid', 'second_factor_required', 'too_many_attempts'], body: loginRequest, response: { 200: loginResponse } },
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
    }, async (request, reply) => {
      const bearer = request.body.bearer === true;
      // Bearer sessions are for browsers that drop cookies: a device cookie is only read there.
      const device = bearer ? null : browserDevice(request);
      const deviceId = device ? device.id : presentedDeviceId(request);
      const { user, token } = await auth.login(request.body.email, request.body.password, bearer ? 'bearer' : 'cookie', client(request, deviceId), request.body.altcha, request.body.otp);
      if (!device) return { user: toUserDto(user), token };
      setSessionCookies(ctx, request, reply, token, sessionMaxAge);
      setDeviceCookie(ctx, request, reply, device);
      return { user: toUserDto(user) };
    });

    // Sign in with Telegram (decision 045): the bearer token for a webview that drops cookies, and the cookies where they are kept.
    app.post('/api/auth/telegram', {
      schema: { tags: ['auth'], summary: 'Sign in (or up) inside Telegram', errors: ['account_banned', 'challenge_invalid', 'challenge_required', 'second_factor_invalid', 'second_factor_required', 'session_conflict', 'telegram_expired', 'telegram_invalid', 'telegram_paused', 'telegram_unavailable'], body: telegramSignInRequest, response: { 200: telegramSignInResponse } },
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
    }, async (request, reply) => {
      const device = browserDevice(request);
      const present = request.user ? { userId: request.user.id, nickname: request.user.nickname } : null;
      const { user, token, created } = await telegram.signIn(request.body, client(request, device.id), present);
      // The person chose this account over the one this browser was signed in to: that session ends, not only its cookie (decision 045, amended).
      if (present && request.sessionId && present.userId !== user.id) await auth.logout(request.sessionId);
      setSessionCookies(ctx, request, reply, token, sessionMaxAge);
      setDeviceCookie(ctx, request, reply, device);
      return { token, user: toUserDto(user), created };
    });

    app.post('/api/auth/logout', { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Sign out: end the caller\'s session', response: { 204: z.null() } } }, async (request, reply) => {
      if (request.sessionId) await auth.logout(request.sessionId);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    });

    app.post('/api/auth/password-reset', {
      schema: { tags: ['auth'], summary: 'Email a password reset link', errors: ['challenge_invalid', 'challenge_required'], body: passwordResetRequest, response: { 202: z.null() } },
      config: { access: 'public', rateLimit: { max: Math.max(1, Math.floor(ctx.config.authRateLimitPerMinute / 4)), timeWindow: '1 minute' } },
    }, async (request, reply) => {
      await auth.requestPasswordReset(request.body.email, request.body.altcha);
      return reply.status(202).send(null);
    });

    app.post('/api/auth/password-reset/confirm', {
      schema: { tags: ['auth'], summary: 'Set a new password with the emailed token', errors: ['invalid_token'], body: passwordResetConfirmRequest, response: { 200: z.object({ ok: z.literal(true) }) } },
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
    }, async (request) => {
      await auth.confirmPasswordReset(request.body.token, request.body.password);
      return { ok: true as const };
    });
  };
}
