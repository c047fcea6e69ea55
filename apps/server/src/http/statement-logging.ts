import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { countStatementsOf, type StatementTally } from '#server/db/statement-count.ts';

declare module 'fastify' {
  interface FastifyRequest {
    statements: StatementTally;
  }
}

/**
 * Counts each request's SQL statements and logs the count at debug level when it ends: an N+1
 * query shows up as a number that grows with the data, without a profiler. Registered before
 * every other hook so that authentication's lookup is counted too; only when debug logs are on,
 * so that production requests do not pay for it.
 */
export function registerStatementLogging(app: FastifyInstance): void {
  app.decorateRequest('statements', null as unknown as StatementTally);
  if (!(app.log as FastifyBaseLogger & { isLevelEnabled(level: string): boolean }).isLevelEnabled('debug')) return;
  app.addHook('onRequest', (request, _reply, done) => {
    request.statements = { count: 0 };
    countStatementsOf(request.statements, done);
  });
  app.addHook('onResponse', async (request) => {
    request.log.debug({ statements: request.statements.count }, 'statements used');
  });
}
