import type { FastifyServerOptions } from 'fastify';
import type { Config } from '#server/config.ts';

/**
 * TRUST_PROXY as Fastify's trustProxy (decision 040). A number of hops becomes a function: this
 * Fastify trusts no hop for a plain number, and proxy-addr asks the function about the socket's
 * peer (hop 0) and then each X-Forwarded-For entry from the right, so the client is the address
 * `hops` places from the right, whatever a client put on the left. A list names the proxies.
 */
export function trustedProxies(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}
