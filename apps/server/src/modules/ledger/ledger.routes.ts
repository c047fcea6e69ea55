import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ledgerQuery, ledgerResponse } from '@fre/domain';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { listForUser } from './ledger.repository.ts';

export function ledgerRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/ledger', { schema: { tags: ['ledger'], querystring: ledgerQuery, response: { 200: ledgerResponse } } }, async (request) => {
      const user = requireUser(request);
      const { cursor, limit } = request.query;
      const rows = await listForUser(ctx.db, user.id, cursor ? BigInt(cursor) : null, limit + 1);
      const page = rows.slice(0, limit);
      return {
        entries: page.map((row) => ({
          id: row.id.toString(),
          kind: row.kind,
          amount: row.amount_nano.toString(),
          balanceAfter: row.balance_after_nano.toString(),
          createdAt: row.created_at.toISOString(),
          ref: row.ref,
        })),
        nextCursor: rows.length > limit ? page[page.length - 1]!.id.toString() : null,
      };
    });
  };
}
