/**
 * Provably fair outcomes (decision 072), the public Stake-compatible scheme: bytes come from
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`), round = 0, 1, … as more bytes are
 * needed; every 4 bytes make one float in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴.
 */
import { hmacSha256, sha256, toHex, utf8 } from './sha256.ts';

export interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** What a player sees before playing: the hash commits the server to its seed. */
export function hashServerSeed(serverSeed: string): string {
  return toHex(sha256(utf8(serverSeed)));
}

export function generateFloats(seeds: Seeds, count: number): number[] {
  const key = utf8(seeds.serverSeed);
  const bytes: number[] = [];
  for (let round = 0; bytes.length < count * 4; round++) {
    bytes.push(...hmacSha256(key, utf8(`${seeds.clientSeed}:${seeds.nonce}:${round}`)));
  }
  const floats: number[] = [];
  for (let i = 0; i < count; i++) {
    const [b0, b1, b2, b3] = bytes.slice(i * 4, i * 4 + 4) as [number, number, number, number];
    floats.push(b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4);
  }
  return floats;
}
