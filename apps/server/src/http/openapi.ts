import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describeOperation } from './openapi-operation.ts';
import { documentRoot, finishDocument } from './openapi-root.ts';
import { registerAccessRules, registerDeprecations } from './route-contract.ts';

type TransformObjectInput = Parameters<typeof jsonSchemaTransformObject>[0];

/**
 * The OpenAPI document, generated from the same zod schemas that validate requests and from what
 * each route declares next to them (decision 064). Before any route: the access rules and the
 * document both watch every route as it is declared.
 */
export async function registerOpenApi(app: FastifyInstance, appUrl: string): Promise<void> {
  registerAccessRules(app);
  registerDeprecations(app);
  await app.register(swagger, {
    openapi: documentRoot(appUrl),
    transform: describeOperation,
    transformObject: (input: TransformObjectInput) => finishDocument(jsonSchemaTransformObject(input) as Record<string, unknown>),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
