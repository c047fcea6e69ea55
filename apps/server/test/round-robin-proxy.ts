/**
 * A load balancer in miniature: each request goes to the next instance in turn, so a test suite
 * run through it proves that no per-process state (limits, locks, caches) breaks correctness.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = new URL(targets[next++ % targets.length]!);
    const upstream = http.request(
      { agent, host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
