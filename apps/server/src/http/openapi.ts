import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentedHeaders } from './openapi-headers.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The OpenAPI document, generated from the same zod schemas that validate requests. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'FRE Mining API', version: '1.0.0', description: 'Amounts are strings of integer nano-FRE (1 FRE = 10^9).' },
      components: { securitySchemes: { cookie: { type: 'apiKey', in: 'cookie', name: 'fre_session' }, bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input: TransformInput) => {
      const transformed = jsonSchemaTransform(input);
      const limited = (input.route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== false;
      return { ...transformed, schema: documentedHeaders(transformed.schema as Record<string, unknown>, limited) };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
