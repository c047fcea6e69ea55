/**
 * The load generator's HTTP client: node:http(s) over keep-alive connections, timing each request
 * from the call to the last byte of the answer. Lighter than fetch, so more of the shared cores go
 * to the servers being measured.
 */
import http from 'node:http';
import https from 'node:https';

export interface Answer {
  /** 0 when the request failed without an answer (refused, reset, timeout). */
  status: number;
  ms: number;
  body: string;
  /** The server sent the stored answer of an Idempotency-Key again (Idempotent-Replayed: true). */
  replayed?: boolean;
}

export interface RequestOptions {
  cookie?: string;
  /** Sent with writes: the server checks the Origin of cookie-authenticated writes. */
  origin?: string;
  json?: unknown;
  /** Sent as is (an Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface LoadClient {
  request(method: string, path: string, options?: RequestOptions): Promise<Answer>;
  close(): void;
}

const TIMEOUT_MS = 30_000;

export function createLoadClient(baseUrl: string): LoadClient {
  const url = new URL(baseUrl);
  const secure = url.protocol === 'https:';
  // Players are many browsers; a generous pool keeps the client from queueing requests itself.
  const agentOptions = { keepAlive: true, maxSockets: 1024, maxFreeSockets: 1024 };
  const agent = secure ? new https.Agent({ ...agentOptions, rejectUnauthorized: false }) : new http.Agent(agentOptions);
  const transport = secure ? https : http;
  // The servers listen on IPv4 loopback; `localhost` stays in the Host header (and the Origin).
  const address = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
  return {
    request(method, path, options = {}) {
      const body = options.json === undefined ? undefined : JSON.stringify(options.json);
      const headers: http.OutgoingHttpHeaders = { host: url.host, 'accept-encoding': 'br, gzip', ...options.headers };
      if (options.cookie) headers.cookie = options.cookie;
      if (options.origin) headers.origin = options.origin;
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(body);
      }
      const started = performance.now();
      return new Promise((resolve) => {
        const done = (status: number, text: string, replayed = false) => resolve({ status, ms: performance.now() - started, body: text, replayed });
        const request = transport.request({ host: address, port: url.port, method, path, headers, agent, timeout: TIMEOUT_MS }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), response.headers['idempotent-replayed'] === 'true'));
          response.on('error', () => done(0, ''));
        });
        request.on('timeout', () => request.destroy(new Error('timeout')));
        request.on('error', () => done(0, ''));
        request.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
