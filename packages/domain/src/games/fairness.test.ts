import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateFloats, hashServerSeed } from './fairness.ts';
import { hmacSha256, sha256, toHex, utf8 } from './sha256.ts';

describe('the hash functions match node:crypto', () => {
  it.each(['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'é'.repeat(200)])('sha256 of %j', (text) => {
    expect(toHex(sha256(utf8(text)))).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('hmac with short and long keys', () => {
    for (const key of ['k', 'x'.repeat(64), 'y'.repeat(100)]) {
      expect(toHex(hmacSha256(utf8(key), utf8('client:1:0')))).toBe(createHmac('sha256', key).update('client:1:0').digest('hex'));
    }
  });
});

describe('floats', () => {
  /** The scheme written with node:crypto, independently of our code. */
  function reference(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
    const bytes: number[] = [];
    for (let round = 0; bytes.length < count * 4; round++) bytes.push(...createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest());
    return Array.from({ length: count }, (_, i) => bytes.slice(i * 4, i * 4 + 4).reduce((sum, b, j) => sum + b / 256 ** (j + 1), 0));
  }

  it('equal the reference scheme, across HMAC rounds', () => {
    const seeds = { serverSeed: 'a4b0c4b5e8a8d2f1c0e9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7', clientSeed: 'player-seed', nonce: 42 };
    expect(generateFloats(seeds, 20)).toEqual(reference(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 20));
  });

  it('are fixed by seeds and nonce (known answers) and lie in [0, 1)', () => {
    const floats = generateFloats({ serverSeed: 'server', clientSeed: 'client', nonce: 1 }, 3);
    expect(floats.map((f) => f.toFixed(10))).toEqual(reference('server', 'client', 1, 3).map((f) => f.toFixed(10)));
    for (const f of generateFloats({ serverSeed: 's', clientSeed: 'c', nonce: 7 }, 500)) expect(f >= 0 && f < 1).toBe(true);
    expect(hashServerSeed('server')).toBe(createHash('sha256').update('server').digest('hex'));
  });
});
