import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the Authorization header carries the token. Both sides are hashed first so that the
 * comparison is constant-time whatever the presented length (timingSafeEqual needs equal lengths).
 */
export function bearerMatches(header: string | undefined, expectedHash: Buffer): boolean {
  const presented = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return timingSafeEqual(sha256(presented), expectedHash);
}

/**
 * GET /metrics on the main port, declared only with METRICS_TOKEN: Prometheus presents the token
 * as `Authorization: Bearer …` (its `authorization.credentials_file`). A missing or wrong token
 * gets a 401 in the API's error shape; the token is never logged (the logger redacts the header).
 * The message is English only: the readers are operators' tools, not players.
 */
export function metricsRoutes(token: string, registry: Registry) {
  const expectedHash = sha256(token);
  return async (app: FastifyInstance) => {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, expectedHash)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ error: { code: 'metrics_token_invalid', message: 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>' } });
      }
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
    });
  };
}
