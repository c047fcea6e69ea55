import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSessionsResponse, addEmailRequest, changePasswordRequest, reauthRequest, reauthStatusResponse, sessionIdParams, userResponse } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { requireUser } from '#server/http/authenticate.ts';
import { toUserDto } from '#server/modules/users/user-row.ts';
import type { AccountSecurityService, SessionCaller } from './account-security.service.ts';
import type { Reauthentication } from './reauthentication.ts';

const caller = (request: FastifyRequest): SessionCaller => ({ user: requireUser(request), sessionId: request.sessionId, ip: request.ip });

/** Password change, re-authentication (decision 039) and the list of signed-in devices (issue 21, decision 023). */
export function accountSecurityRoutes(ctx: AppContext, security: AccountSecurityService, reauthentication: Reauthentication) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // As strict as sign-in: a wrong current password is a guess.
    const AUTH_RATE_LIMIT = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

    app.post('/api/me/password', {
      schema: { tags: ['account'], summary: 'Change or set the password', errors: [{ code: 'invalid_credentials', status: 400 }, 'reauthentication_required', 'too_many_attempts', 'weak_password'], body: changePasswordRequest, response: { 204: z.null() } },
      config: { rateLimit: AUTH_RATE_LIMIT },
    }, async (request, reply) => {
      const { currentPassword, newPassword, otp, passkey } = request.body;
      // An account's first password (made in Telegram, decision 045): no current one to show, so the session proves the person first.
      if (currentPassword === undefined) await reauthentication.required(request);
      await security.changePassword(caller(request), currentPassword, newPassword, { otp, passkey });
      return reply.status(204).send(null);
    });

    // The first address of an account made in Telegram (decision 045) or another in place of the
    // account's (decision 048): where notices and resets go, so a re-authenticated session only.
    app.post('/api/me/email', {
      schema: { tags: ['account'], summary: 'Change or add the email address', errors: ['email_already_set', 'email_in_use'], body: addEmailRequest, response: { 200: userResponse } },
      config: { rateLimit: AUTH_RATE_LIMIT },
      preHandler: reauthentication.required,
    }, async (request) => ({ user: toUserDto(await security.setEmail(caller(request), request.body.email)) }));

    // Dropping a change that waits for its link protects: no proof asked.
    app.delete('/api/me/email/pending', { schema: { tags: ['account'], summary: 'Cancel a pending email change', errors: ['not_found'], response: { 200: userResponse } } }, async (request) => ({
      user: toUserDto(await security.cancelAddressChange(caller(request))),
    }));

    app.get('/api/me/reauth', { schema: { tags: ['account'], summary: 'Whether the session is re-authenticated, and how it can be', response: { 200: reauthStatusResponse } } }, async (request) => reauthentication.status(request));

    app.post('/api/me/reauth', {
      schema: { tags: ['account'], summary: 'Re-authenticate the session', errors: [{ code: 'invalid_credentials', status: 400 }, 'second_factor_invalid', 'second_factor_required', 'telegram_expired', 'telegram_invalid', 'telegram_proof_used', 'too_many_attempts'], body: reauthRequest, response: { 204: z.null() } },
      config: { rateLimit: AUTH_RATE_LIMIT },
    }, async (request, reply) => {
      await reauthentication.reauthenticate(caller(request), request.body);
      return reply.status(204).send(null);
    });

    app.get('/api/me/sessions', { schema: { tags: ['account'], summary: 'The account\'s signed-in devices', response: { 200: accountSessionsResponse } } }, async (request) => ({
      sessions: await security.listSessions(caller(request)),
    }));

    app.delete('/api/me/sessions/:id', { schema: { tags: ['account'], summary: 'Sign out one device', errors: ['not_found'], params: sessionIdParams, response: { 204: z.null() } } }, async (request, reply) => {
      await security.endSession(caller(request), request.params.id);
      return reply.status(204).send(null);
    });

    app.delete('/api/me/sessions', { schema: { tags: ['account'], summary: 'Sign out every other device', response: { 204: z.null() } } }, async (request, reply) => {
      await security.endOtherSessions(caller(request));
      return reply.status(204).send(null);
    });
  };
}
