import { createHmac } from 'node:crypto';
import { networkPrefix } from './network-prefix.ts';

/** What a sign-up or sign-in request tells about where it came from. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | undefined;
  /** The first-party device cookie (device-cookie.ts): a weak signal, a script can forge it. */
  deviceId: string | null;
}

export interface HashedOrigin {
  networkHash: string;
  userAgentHash: string | null;
  deviceId: string | null;
}

/** User-agents longer than this are cut before hashing, as auth_sessions cuts them. */
const USER_AGENT_MAX = 300;

/**
 * Keyed hashes (HMAC-SHA-256, hex) of the network prefix and the user-agent: equal inputs give
 * equal hashes, so accounts that share them can be grouped, but without the key a hash cannot be
 * turned back into an address by trying the 2^24 IPv4 prefixes, as a plain hash could.
 * Each kind of value is hashed under its own label, so a user-agent never collides with a prefix.
 */
export function createSignalHasher(secret: Buffer) {
  const keyed = (label: string, value: string) => createHmac('sha256', secret).update(`${label}\0${value}`).digest('hex');
  return {
    network: (ip: string) => keyed('network', networkPrefix(ip)),
    userAgent: (userAgent: string | undefined) => (userAgent ? keyed('user-agent', userAgent.slice(0, USER_AGENT_MAX)) : null),
    origin(origin: RequestOrigin): HashedOrigin {
      return { networkHash: this.network(origin.ip), userAgentHash: this.userAgent(origin.userAgent), deviceId: origin.deviceId };
    },
  };
}

export type SignalHasher = ReturnType<typeof createSignalHasher>;
