import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler.ts';

/** Serves the built web app; any non-API path falls back to index.html (client-side routes). */
export async function registerWebHosting(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz twins (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // Our Cache-Control only: otherwise `send` replaces it with its own `max-age=0`.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || request.method !== 'GET' || !hasWeb) return apiNotFound(request, reply);
    const relative = decodeURIComponent(request.url.split('?')[0]!).replace(/^\/+/, '');
    const file = path.resolve(webDist, relative);
    if (relative && file.startsWith(webDist + path.sep) && existsSync(file) && !relative.endsWith('/')) return reply.sendFile(relative);
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html').sendFile('index.html');
  });
}
