import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountRequest } from '@fre/domain';
import { clearSessionCookie, requireUser } from '#server/http/authenticate.ts';
import type { Reauthentication } from '#server/modules/account/sessions/reauthentication.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';
import type { DataExportService } from './data-export.service.ts';

/** The player's GDPR rights (decision 025): a copy of their data, and the erasure of their account. */
export function myDataRoutes(exports: DataExportService, deletion: AccountDeletionService, reauthenticated: Reauthentication['required']) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    // A zip (data.json and the player's photos), private to the person: never cached on the way.
    // Identity details and document photos: a re-authenticated session only (decision 039).
    app.get('/api/me/export', { schema: { tags: ['account'], summary: 'Download the player\'s data (zip)', binary: { status: 200, mediaType: 'application/zip', description: 'data.json and the player\'s photos, as an attachment.' } }, preHandler: reauthenticated }, async (request, reply) => {
      const { zip, fileName } = await exports.export(requireUser(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    });

    app.delete('/api/me', {
      schema: { tags: ['account'], summary: 'Delete the account', errors: [{ code: 'invalid_credentials', status: 400 }, 'round_active', 'second_factor_invalid', 'second_factor_required', 'telegram_expired', 'telegram_invalid', 'telegram_proof_used', 'too_many_attempts', 'withdrawal_pending'], body: deleteAccountRequest, response: { 202: z.null() } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    }, async (request, reply) => {
      await deletion.delete(requireUser(request), request.body, request.ip);
      clearSessionCookie(reply);
      return reply.status(202).send(null);
    });
  };
}
