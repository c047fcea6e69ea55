import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ledgerQuery, ledgerResponse } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { requireUser } from '#server/http/authenticate.ts';
import { ledgerPage } from './ledger-page.ts';

export function ledgerRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/ledger', { schema: { tags: ['ledger'], summary: 'The player\'s balance history, newest first', querystring: ledgerQuery, response: { 200: ledgerResponse } } }, async (request) => {
      return ledgerPage(ctx.db, requireUser(request).id, request.query);
    });
  };
}
