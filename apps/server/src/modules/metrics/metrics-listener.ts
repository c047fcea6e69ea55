import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The METRICS_PORT listener, when there is one (tests read its port). */
    metricsServer?: http.Server;
  }
}

/**
 * METRICS_PORT: a bare node:http listener on HOST answering GET /metrics without authentication,
 * for a private network or a sidecar (the firewall, not a token, guards it), and 404 to anything
 * else. It opens when the app gets ready, so that a port already in use stops the start as the main
 * port would, and closes with the app.
 */
export function registerMetricsListener(app: FastifyInstance, host: string, port: number, registry: Registry): void {
  const server = http.createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end('{"error":{"code":"not_found","message":"GET /metrics"}}');
      return;
    }
    registry.metrics().then(
      (body) => void response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : body),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics collection failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics collection failed\n');
      },
    );
  });
  app.decorate('metricsServer', server);
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.log.info(`metrics on http://${host}:${(server.address() as { port: number }).port}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    await closed;
  });
}
