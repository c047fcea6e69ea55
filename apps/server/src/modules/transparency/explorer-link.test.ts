import { describe, expect, it } from 'vitest';
import { explorerUrl } from './explorer-link.ts';

describe("a payout's explorer link", () => {
  it('reads the indexer’s base64 hash, a typed hex or base64url one, on the network the server pays on', () => {
    const hex = '55a1273fb40df01f189902c8ea0a9f49dbc4b5858a0b3e3d88b67e8bbd8f7fd9';
    expect(explorerUrl('VaEnP7QN8B8YmQLI6gqfSdvEtYWKCz49iLZ+i72Pf9k=', 'mainnet')).toBe(`https://tonviewer.com/transaction/${hex}`);
    expect(explorerUrl('VaEnP7QN8B8YmQLI6gqfSdvEtYWKCz49iLZ-i72Pf9k', 'testnet')).toBe(`https://testnet.tonviewer.com/transaction/${hex}`);
    expect(explorerUrl(hex.toUpperCase(), 'mainnet')).toBe(`https://tonviewer.com/transaction/${hex}`);
  });

  it('links nothing that is not a 32-byte hash', () => {
    expect(explorerUrl('not-a-hash-at-all-but-long-enough', 'mainnet')).toBeNull();
  });
});
