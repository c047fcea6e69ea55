import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// What a proxy or a client's own tracing sends (UUIDs, ULIDs, hex): anything else could forge log lines.
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when it looks like an id, else a fresh UUID. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Every answer names its request (decision 060): the same id is in the error body's `requestId`
 * and on each log line of the request (Fastify's `reqId`), so a player's report leads to the logs.
 */
export function registerRequestId(app: FastifyInstance): void {
  // A callback hook, not an async one: every request runs it, and it has nothing to wait for.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
