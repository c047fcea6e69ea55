import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ruleChangesQuery, ruleChangesResponse, transparencyPayoutsQuery, transparencyPayoutsResponse, transparencyResponse } from '@fre/domain';
import type { TransparencyService } from './transparency.service.ts';

/** The figures and the rules, for anyone (docs/decisions/063): no account, nothing about a player. */
export function transparencyRoutes(transparency: TransparencyService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/transparency', { config: { access: 'public' }, schema: { tags: ['transparency'], summary: 'The public figures and the rules in force', response: { 200: transparencyResponse } } }, async () => transparency.current());
    app.get('/api/transparency/payouts', { config: { access: 'public' }, schema: { tags: ['transparency'], summary: 'The payouts made, with their transactions', querystring: transparencyPayoutsQuery, response: { 200: transparencyPayoutsResponse } } }, async (request) =>
      transparency.payouts(request.query));
    app.get('/api/transparency/changes', { config: { access: 'public' }, schema: { tags: ['transparency'], summary: 'The dated changelog of the rules', querystring: ruleChangesQuery, response: { 200: ruleChangesResponse } } }, async (request) =>
      transparency.changes(request.query));
  };
}
