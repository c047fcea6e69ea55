import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { credentialsResponse } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import type { CredentialsService } from './credentials.service.ts';

/** The account's credentials with their dates, for the Security page (decision 048). */
export function credentialsRoutes(credentials: CredentialsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/me/credentials', { schema: { tags: ['account'], summary: 'The ways the account can sign in', response: { 200: credentialsResponse } } }, async (request) => credentials.list(requireUser(request)));
  };
}
