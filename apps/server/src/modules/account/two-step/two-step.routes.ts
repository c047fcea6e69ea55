import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { totpConfirmRequest, totpConfirmResponse, totpDisableRequest, totpEnrolmentResponse, twoStepStatusResponse } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { requireUser } from '#server/http/authenticate.ts';
import type { Reauthentication } from '#server/modules/account/sessions/reauthentication.ts';
import type { TwoStepService } from './two-step.service.ts';

/**
 * Two-step sign-in under /api/me/2fa. Turning it on or renewing the recovery codes changes how the
 * account is protected: a re-authenticated session only (decision 039). Turning it off carries its
 * own proof, the password and a code.
 */
export function twoStepRoutes(ctx: AppContext, twoStep: TwoStepService, reauthenticated: Reauthentication['required']) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Codes are guessed one request at a time: far fewer tries than the general limit.
    const CODE_RATE_LIMIT = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

    app.get('/api/me/2fa', { schema: { tags: ['account'], summary: 'The account\'s second factor', response: { 200: twoStepStatusResponse } } }, async (request) => twoStep.status(requireUser(request)));

    app.post('/api/me/2fa/totp', {
      schema: { tags: ['account'], summary: 'Start setting up an app code', errors: ['second_factor_already_active'], response: { 200: totpEnrolmentResponse } },
      config: { rateLimit: CODE_RATE_LIMIT },
      preHandler: reauthenticated,
    }, async (request) => twoStep.startEnrolment(requireUser(request)));

    app.post('/api/me/2fa/totp/confirm', {
      schema: { tags: ['account'], summary: 'Confirm the app code and turn it on', errors: ['second_factor_already_active', 'second_factor_invalid', 'second_factor_not_pending'], body: totpConfirmRequest, response: { 200: totpConfirmResponse } },
      config: { rateLimit: CODE_RATE_LIMIT },
      preHandler: reauthenticated,
    }, async (request) => twoStep.confirm(requireUser(request), request.body.code, request.ip));

    app.post('/api/me/2fa/recovery-codes', {
      schema: { tags: ['account'], summary: 'Replace the recovery codes', response: { 200: totpConfirmResponse } },
      config: { rateLimit: CODE_RATE_LIMIT },
      preHandler: reauthenticated,
    }, async (request) => twoStep.renewRecoveryCodes(requireUser(request), request.ip));

    app.delete('/api/me/2fa/totp', {
      schema: { tags: ['account'], summary: 'Turn the app code off', errors: [{ code: 'invalid_credentials', status: 400 }, 'second_factor_invalid', 'second_factor_not_pending', 'telegram_invalid', 'too_many_attempts'], body: totpDisableRequest, response: { 204: z.null() } },
      config: { rateLimit: CODE_RATE_LIMIT },
    }, async (request, reply) => {
      await twoStep.disable(requireUser(request), request.body, request.body.code, request.ip);
      return reply.status(204).send(null);
    });
  };
}
